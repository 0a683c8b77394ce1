/** A buyer company's construction projects (its sites) at /favourites, and where they fill forms. */
/** English, in full: the shape the other languages follow. */
export const sitesEn = {
  companyProjects: {
    endBeforeStart: 'The project must end later than it starts.',
    notFound: 'Choose one of your company’s projects.',
  },
  sitesPage: {
    title: 'Company projects',
    intro:
      'The construction sites your company buys for. The favourite is offered first at checkout and in bidding; choosing a project fills in its address, contacts and dates.',
    add: 'Add a project',
    edit: 'Edit',
    editTitle: 'Edit {{name}}',
    remove: 'Remove',
    removeTitle: 'Remove {{name}}?',
    removeBody:
      'It leaves your list; orders and bidding projects made for it keep its name. If it is the favourite, your newest project becomes the favourite.',
    removeConfirm: 'Remove project',
    cancel: 'Cancel',
    save: 'Save project',
    saved: 'Project saved.',
    removed: 'Project removed.',
    favourite: 'Favourite',
    makeFavourite: 'Make favourite',
    favouriteSet: '{{name}} is now your favourite project.',
    empty: 'No projects yet. Add the sites you buy for, and checkout and bidding will fill in their details.',
    readOnly: 'Ask your company administrator for order or bidding write access to change the projects.',
    contact: 'Contact',
    recipient: 'Recipient',
    pic: 'Person in charge',
    dates: '{{start}} to {{end}}',
    noDates: 'No dates set',
    fields: {
      name: 'Project name',
      addressLine1: 'Address line 1',
      addressLine2: 'Address line 2',
      postcode: 'Postcode',
      city: 'City',
      state: 'State',
      country: 'Country',
      contactPerson: 'Contact person',
      contactPhone: 'Contact number',
      recipientName: 'Recipient name',
      pic: 'Person in charge (PIC)',
      startDate: 'Start date',
      endDate: 'End date',
    },
  },
  sitePicker: {
    label: 'Company project',
    none: 'No company project',
    hint: 'Fills in the site’s details',
    manage: 'Manage company projects',
    favouriteMark: '{{name}} (favourite)',
  },
  siteTag: {
    label: 'Company project',
  },
};

export type SitesText = typeof sitesEn;
