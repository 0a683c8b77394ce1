/**
 * The buyer's chosen site for delivery promises (product page, shop filter): a signed-in buyer's
 * company project (the favourite until another is chosen), or a postcode entered once and
 * remembered in this browser for anyone else (or a buyer who prefers one).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { type CompanyProject, roleKind } from '@binamart/shared';
import { useAuthUser } from '@/lib/auth-store';
import { storage } from '@/lib/storage';
import { useCompanyProjects } from '@/features/sites/index';
import type { DeliveryDestination } from '../../api/use-delivery-promise';

const KEY = 'binamart.deliverTo';
const listeners = new Set<() => void>();

function read(): DeliveryDestination | null {
  try {
    const value = JSON.parse(storage.get(KEY) ?? 'null') as Partial<{ site: string; postcode: string }> | null;
    if (value?.postcode && /^\d{5}$/.test(value.postcode)) return { postcode: value.postcode };
    if (value?.site) return { site: value.site };
  } catch {
    // a damaged value is forgotten
  }
  return null;
}

let current = read();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export interface DeliverySite {
  /** what to ask the API with */
  destination: DeliveryDestination;
  /** the postcode, for the shop's filter */
  postcode: string;
  /** how the place is named to the user */
  label: string;
  site: CompanyProject | null;
}

export function useDeliverySite() {
  const user = useAuthUser();
  const buyer = user !== null && roleKind(user.role) === 'buyer';
  const { data: sites = [] } = useCompanyProjects(buyer);
  const stored = useSyncExternalStore(subscribe, () => current);
  const choose = useCallback((next: DeliveryDestination | null) => {
    current = next;
    if (next) storage.set(KEY, JSON.stringify(next));
    else storage.remove(KEY);
    listeners.forEach((listener) => listener());
  }, []);
  let chosen: DeliverySite | null = null;
  const site = buyer
    ? (sites.find((s) => stored !== null && 'site' in stored && s.id === stored.site) ??
      sites.find((s) => s.isFavourite) ??
      sites[0])
    : undefined;
  if (stored && 'postcode' in stored) {
    chosen = { destination: stored, postcode: stored.postcode, label: stored.postcode, site: null };
  } else if (site) {
    chosen = {
      destination: { site: site.id },
      postcode: site.postcode,
      label: `${site.name} (${site.postcode})`,
      site,
    };
  }
  return { chosen, sites: buyer ? sites : [], choose };
}
