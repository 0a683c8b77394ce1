/** The platform's own offices and collection points: kept at /admin/branch, shown on /contact and /map. */
/** English, in full: the shape the other languages follow. */
export const platformBranchesEn = {
  platformBranches: {
    latitudeInvalid: 'Enter a latitude in Malaysia, from 0.5 to 7.5.',
    longitudeInvalid: 'Enter a longitude in Malaysia, from 99.5 to 119.5.',
    pointIncomplete: 'Enter both latitude and longitude, or leave both empty.',
  },
  platformBranchKinds: {
    office: 'Office',
    'collection-point': 'Collection point',
  },
  platformBranchesPage: {
    title: 'BinaMart branches',
    intro:
      'Our own offices and collection points. Active branches are shown on the Contact us page and the suppliers map, with their opening hours.',
    add: 'Add branch',
    addTitle: 'Add a branch',
    editTitle: 'Edit {{name}}',
    removeNamed: 'Remove {{name}}',
    removeTitle: 'Remove {{name}}?',
    removeBody:
      'It disappears from the Contact us page and the map at once. To hide a branch for a while, edit it and clear “Active” instead.',
    removeConfirm: 'Remove branch',
    save: 'Save branch',
    saved: 'Branch saved.',
    removed: 'Branch removed.',
    empty: 'No branches yet. Add the head office and the collection points buyers can visit.',
    readOnly: 'You can view the branches. Changing them needs write access to branches.',
    active: 'Active',
    hidden: 'Hidden',
    pointEntered: 'Map point: {{latitude}}, {{longitude}} (entered)',
    pointFromPostcode: 'Map point: {{latitude}}, {{longitude}} (from the postcode)',
    noPoint: 'No map point: directions use the address',
    fields: {
      name: 'Branch name',
      kind: 'Type',
      image: 'Photo',
      addressLine1: 'Address line 1',
      addressLine2: 'Address line 2',
      postcode: 'Postcode',
      city: 'City',
      state: 'State',
      country: 'Country',
      phone: 'Phone',
      email: 'E-mail',
      latitude: 'Latitude',
      longitude: 'Longitude',
      pointHint: 'Leave both empty to place the branch by its postcode.',
      active: 'Active',
      activeHint: 'Shown on the Contact us page and the map',
    },
  },
  visitUs: {
    title: 'Visit us',
    intro: 'Our offices and collection points, with their opening hours.',
    mapTitle: 'BinaMart offices and collection points',
    today: 'Today: {{open}}–{{close}}',
    closedToday: 'Closed today',
    openingHours: 'Opening hours',
    directions: 'Directions',
    directionsTo: 'Directions to {{name}} in Google Maps',
  },
};

export type PlatformBranchesText = typeof platformBranchesEn;
