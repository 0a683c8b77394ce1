/**
 * The one filtered, paged list of the back offices: a load that failed (with a retry), is under
 * way, found nothing or found a page of items, and the pager below it. The filters above it
 * (a search, selects or tabs) are the page's own; `useListParams` keeps them in the address.
 */
import { Box, Pagination, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { PageLoader } from './page-loader';
import { QueryError } from './query-error';

export interface ListQuery<T> {
  data: { items: T[]; total: number } | undefined;
  error: Error | null;
  refetch?: () => unknown;
}

export function PagedList<T>({
  query: { data, error, refetch },
  pageSize,
  page,
  onPage,
  empty,
  pagesLabel,
  children,
}: {
  query: ListQuery<T>;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  /** what an empty page says */
  empty: ReactNode;
  /** the pager's name for screen readers; with it the pager is a navigation landmark */
  pagesLabel?: string;
  /** the items of the page */
  children: (items: T[]) => ReactNode;
}) {
  const pages = data ? Math.ceil(data.total / pageSize) : 0;
  const pager = <Pagination total={pages} value={page} onChange={onPage} />;
  return (
    <>
      {error && <QueryError error={error} onRetry={refetch ? () => void refetch() : undefined} />}
      {!data && !error && <PageLoader />}
      {data && data.items.length === 0 && empty}
      {data && data.items.length > 0 && children(data.items)}
      {pages > 1 &&
        (pagesLabel ? (
          <Box component="nav" aria-label={pagesLabel}>
            {pager}
          </Box>
        ) : (
          pager
        ))}
    </>
  );
}

/** A list's search box: what is typed is searched on Enter. */
export function ListSearch({
  label,
  placeholder,
  value,
  onSearch,
  maw,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (q: string | undefined) => void;
  maw?: number;
}) {
  const [text, setText] = useState(value);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim() || undefined);
      }}
    >
      <TextInput
        label={label}
        placeholder={placeholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        type="search"
        maw={maw}
      />
    </form>
  );
}

/** A stack of a list's filters, the list and its pager. */
export const ListStack = ({ children }: { children: ReactNode }) => <Stack gap="md">{children}</Stack>;
