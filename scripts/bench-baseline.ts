/**
 * The bench's baseline: what a lean hand-written server does with the same catalogue. Plain
 * Fastify and pg, two tables of its own filled from ours (each product with its seller, state,
 * first image and lowest price already joined in), no validation, no sign-in, no caching, no
 * compression. Our listing, deep page and product detail are measured against it in one run.
 */
import Fastify from 'fastify';
import pg from 'pg';

const FILL = `
  drop table if exists baseline_variations, baseline_products;
  create table baseline_products as
    select p.id, p.name, p.brand, p.type, p.currency, p.status, p.description, p.specification,
      p.min_price_sen, p.rating_average::float8 as rating_average, p.rating_count, p.jkr_approved, p.new_arrival,
      p.published_at, p.company_id as seller_id, c.name as seller_name, coalesce(cp.state, '') as seller_state,
      (select pi.file_id from product_images pi where pi.product_id = p.id order by pi.sort_order, pi.id limit 1)
        as image_file_id
    from products p join companies c on c.id = p.company_id
    left join company_profiles cp on cp.company_id = p.company_id
    where p.status = 'published';
  alter table baseline_products add primary key (id);
  create index on baseline_products (published_at desc nulls first, id desc);
  create table baseline_variations as
    select v.id, v.product_id, v.name, v.unit, v.min_order_qty, v.multiple_of, v.list_price_sen,
      v.selling_price_sen, v.available, v.hide_price, v.sort_order
    from product_variations v join baseline_products b on b.id = v.product_id;
  create index on baseline_variations (product_id, sort_order);
  analyze baseline_products;
  analyze baseline_variations;`;

const card = (row: Record<string, unknown>) => ({
  id: row.id,
  name: row.name,
  brand: row.brand,
  type: row.type,
  currency: row.currency,
  fromPriceSen: row.min_price_sen,
  imageUrl: row.image_file_id ? `/api/files/${String(row.image_file_id)}` : null,
  seller: { id: row.seller_id, name: row.seller_name, state: row.seller_state },
  ratingAverage: row.rating_average,
  ratingCount: row.rating_count,
  jkrApproved: row.jkr_approved,
  newArrival: row.new_arrival,
  status: row.status,
});

export async function startBaseline(databaseUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  await pool.query(FILL);
  const app = Fastify();
  app.get<{ Querystring: { page?: string; pageSize?: string } }>('/products', async (request) => {
    const page = Math.max(1, Number(request.query.page ?? 1));
    const pageSize = Math.min(60, Math.max(1, Number(request.query.pageSize ?? 20)));
    const [items, total] = await Promise.all([
      pool.query('select * from baseline_products order by published_at desc nulls first, id desc limit $1 offset $2', [
        pageSize,
        (page - 1) * pageSize,
      ]),
      pool.query('select count(*)::int as total from baseline_products'),
    ]);
    return { items: items.rows.map(card), total: total.rows[0].total, page, pageSize };
  });
  app.get<{ Params: { id: string } }>('/products/:id', async (request, reply) => {
    const [product, variations] = await Promise.all([
      pool.query('select * from baseline_products where id = $1', [request.params.id]),
      pool.query('select * from baseline_variations where product_id = $1 order by sort_order', [request.params.id]),
    ]);
    if (product.rows.length === 0) return reply.code(404).send({ message: 'not found' });
    const row = product.rows[0];
    return {
      ...card(row),
      description: row.description,
      specification: row.specification,
      variations: variations.rows,
    };
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    close: async () => {
      await app.close();
      await pool.query('drop table if exists baseline_variations, baseline_products');
      await pool.end();
    },
  };
}
