import { join } from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { boundaries } from './eslint-boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });
const api = (path: string) => join(import.meta.dirname, '../apps/api/src', path);
const contact = api('modules/content/contact.service.ts');

tester.run('boundaries/module-face', boundaries.rules['module-face'], {
  valid: [
    { filename: contact, code: "import { moveOrder } from '../ordering/orders/index';" },
    { filename: contact, code: "import { contactMessages } from './tables';" },
    { filename: contact, code: "import { paginate } from '../../lib/paginate';" },
    {
      filename: contact,
      code: "import { orders } from '../ordering/orders/tables';\nawait db.select().from(orders);",
    },
    {
      filename: contact,
      code: "import { contactMessages } from './tables';\nawait db.insert(contactMessages).values(row);",
    },
    { filename: api('modules/ordering/orders/tables.ts'), code: "import { companies } from '../../identity/tables';" },
    {
      filename: api('modules/ordering/orders/order.repository.ts'),
      code: "import { companies } from '../../identity/tables';",
    },
    { filename: api('app.ts'), code: "import { orderRoutes } from './modules/ordering/orders/order.routes';" },
  ],
  invalid: [
    {
      filename: contact,
      code: "import { moveOrder } from '../ordering/orders/order-transitions';",
      errors: [{ message: 'Import ordering/orders through its index.ts, its only public face.' }],
    },
    {
      filename: contact,
      code: "import * as repo from '../ordering/orders/order.repository';",
      errors: [{ message: 'Import ordering/orders through its index.ts, its only public face.' }],
    },
    {
      filename: contact,
      code: "import { orders } from '../ordering/orders/tables';\nawait db.update(orders).set({ status: 'paid' });",
      errors: [
        {
          message:
            "orders belongs to ordering/orders: change its rows through ordering/orders's public services (index.ts).",
        },
      ],
    },
    {
      filename: contact,
      code: "import { orders as o } from '../ordering/orders/tables';\nawait tx.insert(o).values(row);",
      errors: [
        {
          message:
            "o belongs to ordering/orders: change its rows through ordering/orders's public services (index.ts).",
        },
      ],
    },
    {
      filename: contact,
      code: "import { users } from '../../db/schema/index';",
      errors: [{ message: 'Modules import their own tables.ts, never the schema barrel.' }],
    },
    {
      filename: contact,
      code: "import { seedDemo } from '../../seed/demo';",
      errors: [{ message: 'Modules never import the seeds or the app.' }],
    },
    {
      filename: api('lib/like.ts'),
      code: "import { notify } from '../modules/messaging/index';",
      errors: [
        { message: 'src/lib and src/adapters import no module and no seed: pass what they need in from the app.' },
      ],
    },
  ],
});

const web = (path: string) => join(import.meta.dirname, '../apps/web/src', path);
const paymentsPage = web('features/orders/pages/payments-page.tsx');

tester.run('boundaries/feature-face', boundaries.rules['feature-face'], {
  valid: [
    { filename: paymentsPage, code: "import { PayAgain } from '../../cart/index';" },
    { filename: paymentsPage, code: "import { useOrders } from '../api/orders';" },
    { filename: web('app/router.tsx'), code: "const page = () => import('../features/orders/pages/payments-page');" },
    { filename: web('lib/shop.ts'), code: "import { api } from './api';" },
    { filename: paymentsPage, code: "import { cartKeys } from '@/features/cart/api/keys';" },
  ],
  invalid: [
    {
      filename: paymentsPage,
      code: "import { CheckoutForm } from '../../checkout/components/checkout-form';",
      errors: [{ message: 'Import the checkout feature through its index.ts.' }],
    },
    {
      filename: paymentsPage,
      code: "const card = () => import('../../catalog/components/product/product-card');",
      errors: [{ message: 'Import the catalog feature through its index.ts.' }],
    },
    {
      filename: web('lib/shop.ts'),
      code: "import { CartBadge } from '../features/cart/index';",
      errors: [
        { message: 'components/ and lib/ hold what every feature shares: they import no feature and not the app.' },
      ],
    },
  ],
});

const ordersApi = web('features/orders/api/use-orders.ts');
const keyMessage = "Take the cache key from the feature's query-key factory (api/keys.ts).";

tester.run('boundaries/query-keys', boundaries.rules['query-keys'], {
  valid: [
    { filename: ordersApi, code: 'useQuery({ queryKey: orderKeys.one(id), queryFn });' },
    { filename: ordersApi, code: 'queryClient.invalidateQueries({ queryKey: orderKeys.all });' },
    { filename: web('features/orders/api/keys.ts'), code: "const orderKeys = { all: ['orders'] };" },
  ],
  invalid: [
    {
      filename: ordersApi,
      code: "useQuery({ queryKey: ['orders', id], queryFn });",
      errors: [{ message: keyMessage }],
    },
    {
      filename: ordersApi,
      code: "queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });",
      errors: [{ message: keyMessage }],
    },
    {
      filename: ordersApi,
      code: "queryClient.setQueryData(['orders', id], order);",
      errors: [{ message: keyMessage }],
    },
  ],
});
