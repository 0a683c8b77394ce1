/**
 * The delivery partner's words: its vehicle types, the status of a booking, and its failures
 * (spec §8) as the API answers them. Screens add their own texts under partnerUi.
 */
/** English, in full: the shape the other languages follow. */
export const deliveryPartnerEn = {
  vehicleType: {
    motorcycle: 'Motorcycle',
    car: 'Car',
    van: 'Van',
    lorry1t: '1-tonne lorry',
    lorry3t: '3-tonne lorry',
    lorry5t: '5-tonne lorry',
  },
  partnerStatus: {
    assigningDriver: 'Finding a driver',
    onGoing: 'Driver on the way to pick up',
    pickedUp: 'Picked up',
    arrived: 'At the drop-off',
    completed: 'Delivered',
    cancelled: 'Cancelled',
    rejected: 'No driver took the trip',
    expired: 'Expired',
  },
  partner: {
    serverDown: 'The delivery partner’s service is down. Please try again later.',
    timeCheck: 'A delivery-partner time must be between 9 am and 6 pm and at least 1 hour ahead',
    invalidServiceType: 'The delivery partner does not offer this vehicle type for this trip',
    outOfServiceArea: 'The address is outside the delivery partner’s service area',
    geocodingFailed: 'Address geocoding failed: the address could not be found on the map',
    tripInvalid:
      'The delivery partner cannot take this trip: it is too far for the vehicle, or outside the partner’s service area.',
    tripBetweenRegions:
      'The delivery partner delivers only within one region: it does not take trips from {{from}} to {{to}} ({{km}} km).',
    tripTooFar: 'At {{km}} km, this trip is too far for the delivery partner’s vehicles.',
    tooFarForVehicle: 'Too far for this vehicle ({{km}} km)',
    tooSmall: 'Too small for this order: it carries up to {{max}} kg, the order weighs about {{weight}} kg',
    tooHeavy:
      'The order weighs about {{weight}} kg; the delivery partner’s largest lorry carries {{max}} kg. Choose seller delivery or pickup, or split the order.',
    distanceFailed: 'The delivery distance to this address could not be calculated',
    noVehicle: 'None of the delivery partner’s vehicles can take this trip',
    bookingFailed: 'The delivery partner could not book this trip: {{reason}}',
    notCancellable:
      'The delivery partner’s driver has already picked up the goods; this booking can no longer be cancelled.',
    priceChanged: 'The delivery partner’s price for this trip is now {{amount}}. Check it and place the order again.',
  },
  partnerUi: {
    methodWithVehicle: '{{method}} · {{vehicle}}',
    checkout: {
      vehicles: 'Vehicle type',
      vehiclesHint: 'The partner’s price for this trip. The seller books the vehicle when the goods are sent.',
      distance: 'Distance from the seller: {{km}} km',
      noDistance: 'Distance not known yet',
      unavailable: 'Not available: {{reason}}',
      refused: 'The delivery partner cannot take this delivery: {{reason}}',
      vehicleRefused: 'Not available',
      fromPrice: 'from {{amount}}',
    },
    doForm: {
      carrier: 'Carried by',
      ownDriver: 'Own driver',
      partner: 'Delivery partner',
      vehicle: 'Vehicle type',
      vehiclePlaceholder: 'Choose a vehicle',
      buyerChose: 'The buyer chose {{vehicle}} at checkout',
      timeHint: '9 am – 6 pm, at least 1 hour ahead',
      getQuote: 'Get quotation',
      quoting: 'Asking the delivery partner…',
      quoteNeeds: 'Choose the vehicle and the delivery time first',
      quoted: '{{amount}} for {{km}} km ({{vehicle}})',
      bookingNote: 'Creating the DO books this vehicle with the delivery partner.',
    },
    booking: {
      carrier: 'Delivery partner',
      reference: 'Reference',
      vehicle: 'Vehicle',
      status: 'Partner status',
      driver: 'Partner driver',
      noDriver: 'Not assigned yet',
      plate: 'Plate',
      phone: 'Phone',
      fee: 'Partner fee',
      feeDistance: '{{amount}} · {{km}} km',
      follow: 'Follow on the partner’s page',
      followLabel: 'Follow {{reference}} on the delivery partner’s page (opens in a new tab)',
      created: 'Delivery order {{number}} was created and the delivery partner was booked ({{reference}}).',
    },
  },
};

export type DeliveryPartnerText = typeof deliveryPartnerEn;
