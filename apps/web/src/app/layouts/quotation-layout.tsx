/**
 * /quotation/{id}'s own layout (spec §2 "Separate layout"): no site navigation or footer, a slim
 * bar with the logo (home for the reader's side) and the language, then the document on a plain
 * page. The bar does not print.
 */
import { Box, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { homeOf } from '@binamart/shared';
import { useAuthUser } from '../../lib/auth-store';
import type { LayoutContext } from '../../lib/layout-base';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import classes from './quotation-layout.module.css';

const CONTEXT: LayoutContext = { base: '' };

export function QuotationLayout() {
  const user = useAuthUser();
  return (
    <Box className={classes.page}>
      <header className={classes.bar}>
        <Container size="lg" h="100%">
          <Group justify="space-between" h="100%" wrap="nowrap">
            <Logo to={user ? homeOf(user.role, user.toggles) : '/'} />
            <LanguageSwitch />
          </Group>
        </Container>
      </header>
      <main id="main">
        <Outlet context={CONTEXT} />
      </main>
    </Box>
  );
}
