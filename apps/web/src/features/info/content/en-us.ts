import type { InfoCatalogue } from './types';

/** English (en-us): the text of the public information pages; every page exists here. */
export const enUS: InfoCatalogue = {
  about: {
    title: 'About BinaMart',
    summary:
      'BinaMart is a Malaysian online marketplace where contractors buy construction and building materials from supply yards and manufacturers, delivered to site and, once approved, on credit terms.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'BinaMart is run by BinaMart Sdn. Bhd., a Malaysian company built for the construction industry. We bring buying, delivery, invoicing and credit together in one place, so that ordering materials for a site no longer takes a round of phone calls, faxed quotations and paper delivery orders that go missing.',
          'BinaMart is a business-to-business marketplace: every buyer and every seller is a registered company. Before a company can trade, we check its details against its SSM registration number. That way buyers know who they are buying from, and sellers know who they are delivering to.',
        ],
      },
      {
        heading: 'What you can buy',
        paragraphs: [
          'Suppliers list the materials and services a building site needs, from the foundation to the finishing:',
        ],
        bullets: [
          'Cement, mortar and other binders',
          'Steel reinforcement bars, wire mesh and structural steel',
          'Bricks, blocks, tiles and roofing',
          'Sand, aggregates and quarry products',
          'Timber, plywood and formwork',
          'Plumbing and sanitary materials',
          'Electrical cables, fittings and accessories',
          'Machinery hire, such as excavators, compactors and generator sets',
        ],
      },
      {
        heading: 'Who BinaMart is for',
        paragraphs: [
          'Buyers are construction companies of every size: renovation and maintenance contractors, subcontractors, main contractors and contractors working on public-sector projects. A buyer administrator opens the company account and decides which colleagues can order, approve and pay.',
          'Sellers are supply yards, hardware wholesalers, distributors and manufacturers that sell to the trade. Products flagged as JKR-approved are on the Public Works Department’s approved list, and product pages show any certificates the seller has uploaded, with their expiry dates.',
          'Prices are in Malaysian ringgit (shown as, for example, RM 1,234.50); a few products, mostly imported items, are priced in US dollars. BinaMart is available in English, Simplified Chinese and, for the main pages, Malay.',
        ],
      },
      {
        heading: 'Buying on credit',
        paragraphs: [
          'Cash flow is the hardest part of running a construction company: you pay for materials long before you are paid for the work. BinaMart lets approved buyers check out on credit terms of 14, 30, 60 or 90 days. You apply once for a company credit limit, or for a project credit limit tied to a named contract, and our credit team reviews the application.',
          'Every charge for the term you choose is shown at checkout before you confirm. If a payment falls at a bad time, each invoice can be extended once by 30 days. Buyers who do not need credit pay by FPX online banking, card or bank transfer.',
        ],
      },
      {
        heading: 'How sellers benefit',
        paragraphs: [
          'Sellers reach contractors across Malaysia without adding sales staff, and can offer credit to their customers without carrying the risk themselves: BinaMart approves the buyer’s credit and collects the invoice, and the seller is paid on the agreed payout schedule.',
        ],
        bullets: [
          'A store page and product listings, checked by our administrators before they are published',
          'Delivery rates set per branch, so buyers see the full cost before they order',
          'Projects posted by contractors for eBidding, with two rounds to sharpen an offer',
          'Delivery orders, invoices and payouts tracked in the seller centre',
        ],
      },
      {
        heading: 'How deliveries work',
        paragraphs: [
          'Once a seller accepts an order, it prepares one or more delivery orders. The goods go out with the seller’s own driver or with our lorry-delivery partner, which offers motorcycles, cars, vans and 1-tonne, 3-tonne and 5-tonne lorries, booked between 9am and 6pm at least one hour ahead.',
          'On site, the buyer’s representative checks the load and acknowledges the delivery order on the driver’s phone with a 6-digit PIN and a digital signature. If fewer goods arrived than the delivery order states, the buyer records the quantity actually received and raises a dispute, and the invoice follows what was really delivered.',
        ],
      },
    ],
  },

  tnc: {
    title: 'Terms and conditions',
    summary:
      'These terms govern how buyers use the BinaMart marketplace: accounts, orders, prices, payment and credit, delivery, disputes, cancellations and liability.',
    updated: 'Last updated 21 November 2026',
    sections: [
      {
        heading: '1. About these terms',
        paragraphs: [
          'BinaMart is an online marketplace operated by BinaMart Sdn. Bhd. (“BinaMart”, “we”, “us”). These terms and conditions form an agreement between BinaMart and the company that registers as a buyer (“you”), and they apply every time you or your users sign in, place an order, apply for credit or use any other part of the marketplace.',
          'Goods and services on BinaMart are sold by independent sellers. The contract of sale for each order is between you and the seller and is governed by our Purchase Order Terms and Conditions. BinaMart provides the marketplace, processes payments, and, where you are approved for credit, extends credit terms to you and collects payment of the invoice.',
          'By registering or placing an order, you confirm that you have read these terms and that the person accepting them is authorised to bind your company. If you do not agree, do not use the marketplace.',
        ],
      },
      {
        heading: '2. Eligibility and registration',
        paragraphs: [
          'The marketplace is for businesses only. To register as a buyer, your company must be registered in Malaysia and you must give its SSM registration number, its registered name and address, and the contact details of a person who will act as your buyer administrator.',
          'We review each registration within three business days. We may ask for supporting documents, and we may refuse a registration if the details cannot be verified. When your registration is approved, we send a verification link to the e-mail address you registered; your account becomes active once you open the link and set your password.',
        ],
      },
      {
        heading: '3. Your account and users',
        paragraphs: [
          'Your buyer administrator can add users and give each of them permission levels, for example to browse only, to place orders or to pay. You are responsible for everything done through your account, including orders placed by your users, and for removing users who leave your company.',
          'Keep passwords and your 6-digit delivery PIN confidential and do not share sign-in details between people. Tell us at once at support@binamart.my if you believe your account has been used without permission. You must keep your company details, billing address and delivery site addresses accurate and up to date.',
        ],
      },
      {
        heading: '4. Products, prices and currency',
        paragraphs: [
          'Sellers are responsible for their product descriptions, specifications, certificates and prices. Our administrators review listings before they are published, but we do not manufacture or inspect the goods, and a listing is not a promise by BinaMart about the product.',
          'Prices are shown in Malaysian ringgit, for example RM 1,234.50, unless a product is marked as priced in US dollars (USD). The amount you pay for an order is the total shown at checkout when you confirm it, including delivery charges, any Sales and Service Tax (SST) the seller is required to charge, and the payment or credit charges described below. Minimum order quantities and lead days set by the seller apply.',
          'If a price is obviously wrong because of a typing or system error, the seller may reject the order, and any amount you have paid for it will be refunded.',
        ],
      },
      {
        heading: '5. Placing orders',
        paragraphs: [
          'Your cart may hold products from several sellers. When you check out, a separate order is created for each seller. An order is an offer to buy; a contract is formed only when the seller accepts it. If a seller rejects an order, or does not accept it, we refund any payment made for it or release the amount from your credit limit.',
          'Check quantities, units of measure, delivery site and requested delivery date before you confirm. Orders placed through your account are treated as authorised by your company.',
        ],
      },
      {
        heading: '6. Payment methods and charges',
        paragraphs: [
          'You can pay for an order by any of the following methods. Any charge for the method you choose is shown at checkout before you confirm.',
        ],
        bullets: [
          'FPX online banking: RM2.00 to RM1,000,000 per transaction from a corporate banking account, or RM1.00 to RM30,000 per transaction from a personal banking account. The limits set by your own bank also apply.',
          'Credit or debit card: a bank administrative charge of 1.2% of the amount paid is added.',
          'Manual bank transfer: you transfer the amount to the account shown at checkout and upload the bank slip. The order is processed once we have matched the payment to the order; an unclear or incorrect slip will delay it.',
          'Credit terms of 14, 30, 60 or 90 days, if your company has an approved credit limit (see section 7).',
        ],
      },
      {
        heading: '7. Credit terms',
        paragraphs: [
          'Credit is offered by BinaMart, not by the seller. You may apply for a company credit limit or for a project credit limit tied to a named contract. We decide on each application, the limit granted and the terms available, and we may ask for financial information and, with your consent, obtain a credit report on your company from a credit reporting agency such as CTOS.',
          'You can pay an order on credit only if your available limit covers the order total. The available limit goes down when an order is placed on credit and is restored when the invoice is paid.',
          'A credit-term charge is added to the order, calculated on the subtotal: none for 14 days, 0.75% for 30 days, 1.5% for 60 days and 2.25% for 90 days. An administrative charge also applies to orders paid on credit terms, at 0.75% of the subtotal plus the credit-term charge, or 2.25% for public-sector contractors. The charges for the term you choose are shown at checkout before you confirm.',
          'The invoice for a credit order is due on the last day of the chosen term. We may reduce, suspend or withdraw a credit limit at any time, for example if payments are late or your company’s financial position changes. Invoices already issued remain payable on their due dates.',
        ],
      },
      {
        heading: '8. Extensions and late payment',
        paragraphs: [
          'You may request one extension of 30 days for each credit invoice. A request can be made from 30 days before the due date until 30 days after it. Each request is reviewed by BinaMart, and the new due date is shown in your account once the extension is granted.',
          'An extended invoice carries additional interest of 1% per month on the amount outstanding for the period of the extension. The interest is shown on your statement of account.',
          'If an invoice is not paid by its due date, or by the extended due date, we may suspend your credit limit and your ability to place new orders, and we may take steps to recover the amount owed, including legal proceedings. You must reimburse the reasonable costs of recovery to the extent allowed by law.',
        ],
      },
      {
        heading: '9. Delivery',
        paragraphs: [
          'Sellers deliver with their own drivers or through our lorry-delivery partner, or make the goods available for pickup at one of their branches if you choose pickup. Delivery dates are estimates that depend on the seller’s lead days, stock and vehicle availability.',
          'You must give a correct site address and contact person, make sure the site can be reached safely by the vehicle type used, and have an authorised person on site to receive the goods. If a delivery cannot be completed because the site is closed, inaccessible or unattended, the seller may charge the cost of a second attempt.',
        ],
      },
      {
        heading: '10. Acknowledging a delivery',
        paragraphs: [
          'Each delivery is made against a delivery order. When the goods arrive, your authorised person should check the quantity and condition of the load before the driver leaves, then acknowledge the delivery order on the driver’s phone by entering your 6-digit delivery PIN and signing digitally.',
          'An acknowledgement made with your PIN and signature is your confirmation that the goods were received in the quantity recorded. Note any visible damage when you acknowledge. Only give your PIN to people you authorise to receive goods for your company.',
        ],
      },
      {
        heading: '11. Disputes',
        paragraphs: [
          'If the quantity you received is lower than the quantity on the delivery order, record the quantity actually received and raise a dispute on the delivery order when you acknowledge it. The seller will review the dispute, and a resolved shortfall is corrected by a credit note or a further delivery.',
          'For goods that are damaged, wrong or not as described, contact the seller through the order and tell us at support@binamart.my, before the goods are used or built into the works. We will help both parties reach a resolution, but the seller remains responsible for the goods it supplied.',
        ],
      },
      {
        heading: '12. Cancellations and refunds',
        paragraphs: [
          'You may cancel an order, or a delivery order, until a driver has been assigned to it. Once a driver is assigned, the goods are on their way to being loaded and the order can no longer be cancelled; any change must then be agreed with the seller.',
          'When an order is cancelled or rejected, we refund the amount paid to the original payment method or to your company bank account, or release the amount from your credit limit. Refunds depend on bank processing times. Bank administrative charges already paid to the bank for card payments may not be refundable.',
        ],
      },
      {
        heading: '13. eBidding and credit reports',
        paragraphs: [
          'When you post a project for eBidding, you may list up to 10 products and keep bidding open for between 3 hours and 7 days. Bidding runs in two cycles, after which you may award the project to one bidder. An award creates an order with that seller on the awarded prices and is subject to these terms. You are not obliged to award a project.',
          'Credit reports from CTOS can be bought on a pay-per-use basis. The price is shown before you pay, and reports are for your own business use only, in line with the law and the credit bureau’s terms.',
        ],
      },
      {
        heading: '14. Acceptable use',
        paragraphs: [
          'You must not use the marketplace to break the law, to post false or misleading information, to interfere with its security or operation, to collect other users’ data, or to arrange sales with sellers met on BinaMart outside the marketplace in order to avoid its charges. We may suspend or close accounts that breach these terms.',
        ],
      },
      {
        heading: '15. Liability',
        paragraphs: [
          'We work to keep the marketplace available and accurate, but we provide it as it is and do not guarantee that it will be uninterrupted or free of errors. Sellers are responsible for the goods and services they supply, including their quality, fitness for purpose, certification and compliance with standards.',
          'To the extent allowed by law, BinaMart is not liable for indirect or consequential loss, such as loss of profit, delay to a project or liquidated damages under your construction contracts, and our total liability to you in connection with an order is limited to the charges paid to BinaMart for that order. Nothing in these terms excludes liability that cannot be excluded under Malaysian law.',
        ],
      },
      {
        heading: '16. Changes, language and governing law',
        paragraphs: [
          'We may change these terms from time to time. The updated terms are published on this page with a new date, and they apply to orders placed after that date.',
          'These terms are available in more than one language. If the versions differ, the English version prevails.',
          'These terms are governed by the laws of Malaysia, and the courts of Malaysia have jurisdiction over any dispute arising from them. Questions about these terms can be sent to support@binamart.my.',
        ],
      },
    ],
  },

  potc: {
    title: 'Purchase order terms and conditions',
    summary:
      'These terms form the contract between the buyer and the seller for every order placed on BinaMart, from acceptance through delivery, acknowledgement and invoicing.',
    updated: 'Last updated 21 November 2026',
    sections: [
      {
        heading: '1. Scope',
        paragraphs: [
          'These purchase order terms and conditions apply to every order placed on the BinaMart marketplace, including orders created by awarding an eBidding project. They govern the sale between the buyer (the company placing the order) and the seller (the company supplying the goods or services). BinaMart Sdn. Bhd. operates the marketplace and is not the seller.',
          'The marketplace Terms and conditions and the Seller terms also apply. Where an order states a specific term, such as a delivery date, unit price or hire period, that term prevails over these general terms for that order.',
        ],
      },
      {
        heading: '2. How an order is formed',
        paragraphs: [
          'When the buyer confirms checkout, a purchase order is issued to the seller listing the products, quantities, unit prices, delivery charges, delivery site or pickup branch, requested date and payment method. The purchase order is the buyer’s offer to buy.',
          'A binding contract is formed when the seller accepts the purchase order on BinaMart. The prices and charges in the accepted order are fixed and cannot be changed by either party without the other’s agreement, recorded on the order.',
        ],
      },
      {
        heading: '3. One order per seller',
        paragraphs: [
          'Each order is placed with one seller only. When a buyer checks out a cart containing products from several sellers, a separate order is created for each seller, with its own order number, delivery orders and invoices. Each of those orders is a separate contract, and a problem with one does not affect the others.',
        ],
      },
      {
        heading: '4. Acceptance or rejection by the seller',
        paragraphs: [
          'The seller must accept or reject each order promptly. A seller may reject an order, for example when the goods are out of stock, the delivery site is outside its delivery area or the listed price contains an obvious error. When an order is rejected, any payment is refunded to the buyer or the amount is released from the buyer’s credit limit.',
          'A seller who can only supply part of an order must reject it, or agree the change with the buyer on the order, rather than accept it and short-ship.',
        ],
      },
      {
        heading: '5. Prices, charges and SST',
        paragraphs: [
          'Prices are stated in Malaysian ringgit unless the product is priced in US dollars, and include everything stated on the listing. Delivery charges are calculated from the seller’s branch delivery rates and shown separately.',
          'Where the seller is registered for Sales and Service Tax (SST) and the goods or services are taxable, SST is charged at the applicable rate and shown on the order and on the invoice. The seller is responsible for charging and accounting for SST correctly.',
        ],
      },
      {
        heading: '6. Delivery orders',
        paragraphs: [
          'The seller fulfils an accepted order through one or more delivery orders. Each delivery order states the products and quantities loaded, the delivery site, the vehicle and the driver. The seller delivers with its own driver or books the lorry-delivery partner; partner bookings are for collection between 9am and 6pm and must be made at least one hour ahead.',
          'The buyer must provide safe access to the site for the vehicle used and an authorised person to receive the goods. Where the buyer chose pickup, the goods are collected from the seller’s branch against the delivery order.',
        ],
      },
      {
        heading: '7. Partial deliveries',
        paragraphs: [
          'An order may be delivered in several loads, for example when quantities exceed one vehicle or the buyer needs materials in stages. Each load has its own delivery order and is acknowledged separately. The order is complete when all ordered quantities have been delivered and acknowledged, or when the remaining quantity is cancelled by agreement.',
        ],
      },
      {
        heading: '8. Inspection and acknowledgement',
        paragraphs: [
          'On arrival, the buyer’s authorised person inspects the load, checking quantity and visible condition, and acknowledges the delivery order on the driver’s phone with the buyer’s 6-digit delivery PIN and a digital signature. The acknowledgement records the quantity received and the time of receipt.',
          'Acknowledgement is the buyer’s confirmation of the quantity received. It does not waive the buyer’s rights in respect of defects that could not reasonably be seen on delivery.',
        ],
      },
      {
        heading: '9. Quantity disputes',
        paragraphs: [
          'If the quantity received is lower than the quantity on the delivery order, the buyer records the quantity actually received and raises a dispute when acknowledging. The seller must review the dispute and either show that the full quantity was delivered or correct the shortfall by a further delivery or a credit note.',
          'Until a dispute is resolved, the buyer is only required to pay for the quantity it acknowledged as received. BinaMart may look at the delivery records to help the parties resolve a dispute.',
        ],
      },
      {
        heading: '10. Quality and goods not as ordered',
        paragraphs: [
          'The seller warrants that the goods match the listing and the order, are of the stated grade and specification, and, where the listing says so, carry the certificates shown and are on the JKR approved list. The buyer must report goods that are damaged, wrong or defective promptly, and in any case before they are used or built into the works. Goods that do not conform are replaced or credited by the seller.',
        ],
      },
      {
        heading: '11. Risk and title',
        paragraphs: [
          'Risk of loss or damage passes to the buyer when the delivery order is acknowledged on site, or, for pickup, when the goods are loaded at the seller’s branch. Until then, the seller bears the risk, including while the goods are carried by its driver or the delivery partner.',
          'Ownership of the goods passes to the buyer when the order has been paid in full. For orders on credit terms, ownership passes when the invoice issued through BinaMart has been paid.',
        ],
      },
      {
        heading: '12. Invoices',
        paragraphs: [
          'An invoice is issued through BinaMart for each order, based on the quantities delivered and acknowledged. For orders paid in advance, the invoice records the payment; for orders on credit terms, the invoice is payable to BinaMart by its due date under the marketplace Terms and conditions. Invoices, credit notes, debit notes and statements of account are available in the buyer’s account.',
        ],
      },
      {
        heading: '13. Credit notes and debit notes',
        paragraphs: [
          'A credit note reduces the amount of an invoice, for example for a shortfall confirmed in a dispute, for goods returned or rejected, or for a price corrected in the buyer’s favour. Where the buyer has already paid, the credit is refunded or set against the next invoice.',
          'A debit note increases the amount of an invoice, for example where the buyer agreed to receive more than the ordered quantity or agreed to an additional charge. A debit note is issued only for changes the buyer has agreed to on the order.',
        ],
      },
      {
        heading: '14. Machinery hire',
        paragraphs: [
          'For machinery hire, the listing and order state the machine, the hire period and what is included, such as an operator, fuel or transport. The buyer must use the machine safely and for its intended purpose and return it in the condition received, fair wear and tear excepted. Breakdowns must be reported to the seller at once.',
        ],
      },
      {
        heading: '15. Cancellation',
        paragraphs: [
          'The buyer may cancel an order or a delivery order until a driver is assigned to it. After a driver is assigned, the order cannot be cancelled and any change requires the seller’s agreement.',
        ],
      },
      {
        heading: '16. Governing law',
        paragraphs: [
          'Each order is governed by the laws of Malaysia. The buyer and the seller will first try to resolve any disagreement through the order and with BinaMart’s help before starting proceedings in the courts of Malaysia.',
        ],
      },
    ],
  },

  tncSeller: {
    title: 'Seller terms and conditions',
    summary:
      'These terms apply to companies that sell on BinaMart: listing and moderation, prices and stock, certificates, delivery, order handling, payouts and conduct.',
    updated: 'Last updated 21 November 2026',
    sections: [
      {
        heading: '1. About these terms',
        paragraphs: [
          'These seller terms form an agreement between BinaMart Sdn. Bhd. (“BinaMart”) and each company approved to sell on the marketplace (“you”). They apply together with the marketplace Terms and conditions and the Purchase order terms and conditions, which govern each sale between you and the buyer. Any separate seller agreement signed with BinaMart, including the marketing fee it sets, also applies.',
        ],
      },
      {
        heading: '2. Seller accounts',
        paragraphs: [
          'Sellers must be companies registered in Malaysia. You register with your SSM registration number and company details; we review the registration within three business days and send a verification link when it is approved.',
          'Your seller administrator manages your users and their permission levels in the seller centre. You are responsible for all actions taken through your account, including by your drivers.',
        ],
      },
      {
        heading: '3. Listing rules',
        paragraphs: [
          'Every listing must describe a real product or service that you are able to supply. In particular:',
        ],
        bullets: [
          'List each product in the correct category, with its brand, grade, size, unit of measure and specification.',
          'Use photographs of the actual product and only images you have the right to use.',
          'Do not list goods that are counterfeit, stolen, banned from sale in Malaysia, or that require a certificate you do not hold.',
          'Do not put phone numbers, e-mail addresses or links in listings to take buyers off the marketplace.',
          'Describe machinery hire with the machine model, hire period and what is included, such as operator, fuel and transport.',
        ],
      },
      {
        heading: '4. Product moderation',
        paragraphs: [
          'New listings are reviewed by BinaMart administrators before they are published. We check that the listing is complete, sits in the right category and makes no unsupported claims. We may ask you to correct a listing, or reject it with a reason.',
          'Changes to a published listing, including its price, specification or certificates, may be reviewed again. We may unpublish a listing at any time if it breaches these terms or a buyer reports a problem that needs checking.',
        ],
      },
      {
        heading: '5. Prices, minimum order quantity and lead days',
        paragraphs: [
          'You set your own prices, minimum order quantity (MOQ) and lead days, that is the number of days you need before the goods can be delivered. Keep them accurate: the price shown when the buyer checks out is the price you must honour if you accept the order. Prices are in ringgit unless you are approved to price a product in US dollars.',
          'Your price must cover everything the buyer pays for the product apart from the delivery charge and any tax shown separately. If you are registered for Sales and Service Tax (SST), set up your products so that SST is shown to the buyer at checkout and on the invoice. Unpublish products you can no longer supply rather than rejecting orders for them.',
        ],
      },
      {
        heading: '6. Certificates and the JKR flag',
        paragraphs: [
          'Flag a product as JKR-approved only if that exact product, from that manufacturer, is on the Public Works Department’s approved list at the time of listing, and remove the flag as soon as it no longer is. Upload any product certificate you refer to, such as a SIRIM product certificate or a CIDB certificate of standards compliance, with its correct expiry date.',
          'A false JKR flag or certificate is a serious breach of these terms. We may unpublish the product, suspend your account and pass the matter to the authorities, and you are responsible to the buyer for any loss it causes.',
        ],
      },
      {
        heading: '7. Hub branches and delivery rates',
        paragraphs: [
          'Set up in the seller centre each hub branch that you deliver from or that buyers can collect from, with its address and operating hours. For each branch, set the delivery rates that apply to buyers’ sites, so that buyers see the full delivered cost at checkout. Keep rates current; an order accepted at the rate shown must be delivered at that rate.',
        ],
      },
      {
        heading: '8. Accepting orders',
        paragraphs: [
          'Check each new order and accept or reject it promptly. Accept only orders you can fulfil in full at the price shown, by the requested date or within your stated lead days. If you must reject an order, give the reason; frequent rejections or late acceptances affect how your products are shown and may lead to suspension.',
        ],
      },
      {
        heading: '9. Delivery orders and drivers',
        paragraphs: [
          'Fulfil each accepted order through delivery orders in the seller centre. For each delivery order, assign one of your own drivers or book our lorry-delivery partner. Partner bookings choose a vehicle type, such as motorcycle, car, van, or 1-tonne, 3-tonne or 5-tonne lorry, and must be made at least one hour ahead for collection between 9am and 6pm. The partner’s charges for a booking are shown when you book.',
          'Your drivers use BinaMart on their phones to see assigned deliveries and to collect the buyer’s 6-digit PIN and digital signature on site. Make sure drivers record the quantity actually delivered and never complete an acknowledgement on the buyer’s behalf. Once a driver is assigned, the buyer can no longer cancel the order.',
        ],
      },
      {
        heading: '10. Disputes and returns',
        paragraphs: [
          'When a buyer records a lower quantity received than delivered, review the dispute promptly, supply any evidence you have, and correct a shortfall with a further delivery or a credit note. Goods that are damaged, defective or not as described must be replaced or credited. BinaMart may decide how a dispute is reflected in the invoice and in your payout if the parties cannot agree.',
        ],
      },
      {
        heading: '11. Invoices, payouts and the marketing fee',
        paragraphs: [
          'Invoices to buyers are issued through BinaMart based on the delivery orders the buyer acknowledged. For each order, BinaMart records an accounts-payable (AP) invoice for the amount due to you. You must check each AP invoice and provide, where requested, your own tax invoice for the same amount.',
          'BinaMart pays you the amount of each AP invoice, less the marketing fee set in your seller agreement and any credit notes, according to the payout schedule shown in the seller centre. For orders on credit terms, BinaMart carries the buyer’s credit: your payout does not wait for the buyer to pay the invoice. Keep your bank account details in the seller centre correct; payouts are made only to an account in your company’s name.',
        ],
      },
      {
        heading: '12. eBidding',
        paragraphs: [
          'You may bid on projects posted by buyers. A bid is an offer to supply at the prices and on the dates you state, and it can be revised in the second bid cycle. If the buyer awards the project to you, the award becomes an order on your bid prices under the Purchase order terms and conditions.',
        ],
      },
      {
        heading: '13. Conduct',
        paragraphs: [
          'Deal honestly and courteously with buyers and with BinaMart staff. Do not offer inducements to buyers’ staff, manipulate reviews or bids, ask buyers to pay you outside BinaMart for orders placed on the marketplace, or use buyers’ personal data for any purpose other than fulfilling their orders. Comply with the Personal Data Protection Act 2010 and all laws that apply to your products and deliveries, including road transport and workplace safety rules.',
        ],
      },
      {
        heading: '14. Suspension, termination and liability',
        paragraphs: [
          'We may suspend listings or your account, or withhold payouts connected with an unresolved dispute, if you breach these terms. Either party may end the seller relationship by written notice; orders already accepted must still be fulfilled and paid.',
          'You are responsible for the goods and services you supply and indemnify BinaMart against claims arising from them, including claims about certification, quality and delivery. These terms are governed by the laws of Malaysia, and the English version prevails over any translation.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacy notice',
    summary:
      'How BinaMart Sdn. Bhd. collects, uses, discloses and protects personal data under Malaysia’s Personal Data Protection Act 2010, and how you can access and correct it.',
    updated: 'Last updated 21 November 2026',
    sections: [
      {
        heading: 'About this notice',
        paragraphs: [
          'This notice is given under the Personal Data Protection Act 2010 (PDPA). It explains how BinaMart Sdn. Bhd. (“BinaMart”, “we”), as data user, processes the personal data of the people who use the marketplace: the directors, staff and drivers of buyer and seller companies, and anyone who writes to us.',
          'BinaMart serves businesses, but the people acting for those businesses have rights over their own personal data, and this notice applies to them.',
        ],
      },
      {
        heading: 'Personal data we collect',
        paragraphs: [],
        bullets: [
          'Account details: name, position, work e-mail address, mobile number and the company you act for.',
          'Company registration details that may identify individuals, such as the names of directors or owners given with an SSM number.',
          'Order and delivery details: delivery site addresses, site contact persons, delivery orders, quantities acknowledged, digital signatures and the time of acknowledgement.',
          'Payment details: payment references, bank slips you upload and refund bank account details. Card numbers are entered on the payment gateway’s page and are not stored by BinaMart.',
          'Credit application details: financial information about your company and, where required, about its directors or guarantors, and credit reports obtained with consent.',
          'Driver details: name, mobile number and vehicle registration number of drivers assigned to deliveries.',
          'Messages you send us through the contact form or by e-mail, and technical records such as sign-in times and the IP address used.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [],
        bullets: [
          'To verify your company’s registration and open and manage accounts.',
          'To process orders, payments, refunds, invoices, credit notes and payouts.',
          'To arrange and record deliveries and to resolve disputes.',
          'To assess credit applications, manage credit limits and collect amounts due.',
          'To answer enquiries and provide support.',
          'To keep the marketplace secure and prevent fraud and misuse.',
          'To meet legal, tax and accounting obligations.',
          'To send you service messages and, only if you agree, news about BinaMart.',
        ],
      },
      {
        heading: 'Obligatory and voluntary data',
        paragraphs: [
          'Fields marked as required in our forms are obligatory: without them we cannot register your company, process your orders or assess a credit application. Other information is voluntary. You may refuse direct marketing at any time without affecting your use of the marketplace.',
        ],
      },
      {
        heading: 'Who we disclose it to',
        paragraphs: ['We share personal data only as needed for the purposes above, with:'],
        bullets: [
          'The buyer or seller on the other side of an order, for example the site address and contact person for a delivery, or the driver’s name and vehicle.',
          'Our payment gateway and banks, to process FPX and card payments and refunds.',
          'Our lorry-delivery partner, when a seller books it for a delivery.',
          'A credit reporting agency such as CTOS, when you apply for credit or buy a credit report, and only with your consent.',
          'Service providers who host and operate the marketplace and send e-mail for us, under contracts that protect the data.',
          'Our professional advisers, and government authorities, regulators or courts where the law requires it.',
        ],
      },
      {
        heading: 'Credit applications',
        paragraphs: [
          'When you apply for credit terms, we ask for your consent to obtain a credit report on your company and, where relevant, its directors or guarantors, from a credit reporting agency. We use the report only to decide on the application and to review the credit limit. You may refuse, but we may then be unable to grant credit.',
        ],
      },
      {
        heading: 'Transfers outside Malaysia',
        paragraphs: [
          'Some of our service providers may store or process data outside Malaysia. Where that happens, we make sure the transfer is permitted under the PDPA and that the data is protected to a standard comparable to the PDPA.',
        ],
      },
      {
        heading: 'Security and retention',
        paragraphs: [
          'We protect personal data with encrypted connections, hashed passwords, access limited by role and permission level, and audit records of changes. If a personal data breach occurs, we notify the Personal Data Protection Commissioner and affected people as the PDPA requires.',
          'We keep personal data for as long as your company’s account is active and then for as long as needed to meet legal obligations and resolve disputes. Accounting and tax records, including invoices and delivery records, are kept for seven years as Malaysian law requires. Data that is no longer needed is deleted or anonymised.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: ['Under the PDPA you have the right to:'],
        bullets: [
          'Request access to the personal data we hold about you, and a copy of it.',
          'Ask us to correct data that is inaccurate, incomplete, misleading or out of date. Most details can also be corrected in your account.',
          'Withdraw your consent, for example to direct marketing, subject to the legal and contractual limits on doing so.',
          'Ask us to stop processing your data for direct marketing.',
          'Ask for your data to be transmitted to another data user, where the PDPA provides for this.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'BinaMart uses a single cookie, which keeps you signed in. It is set when you sign in and removed when you sign out or your session ends. We do not use advertising or tracking cookies.',
        ],
      },
      {
        heading: 'Contact and changes',
        paragraphs: [
          'To make a request or ask about this notice, e-mail support@binamart.my with the subject “Personal data”, or use the contact form. We reply to access and correction requests within 21 days, and we may need to confirm your identity first. A fee permitted under the PDPA regulations may apply to access requests.',
          'We may update this notice; the current version is always on this page with its date. This notice is available in English, Malay and Simplified Chinese; if the versions differ, the English version prevails.',
        ],
      },
    ],
  },

  help: {
    title: 'Help centre',
    summary:
      'Answers to common questions about registering, ordering, paying, credit, deliveries, eBidding and selling on BinaMart.',
    sections: [
      {
        heading: 'Getting started',
        paragraphs: [
          'Who can register? Companies registered in Malaysia. BinaMart is for businesses only, so you register your company, not yourself.',
          'How do I register? Choose Register, enter your company’s SSM registration number and details, and the name and e-mail of the person who will be your company administrator. We review registrations within three business days. When yours is approved, we send a verification link to that e-mail address; open it to set your password and sign in.',
          'Can I browse before registering? Yes. Anyone can browse products and prices. You need an approved account to order, apply for credit or post a project.',
          'Which languages can I use? English, Simplified Chinese and Malay. Change the language from the language menu at any time; pages not yet in Malay are shown in English.',
        ],
      },
      {
        heading: 'Ordering',
        paragraphs: [
          'How do I find materials? Browse by category or search by name or brand. You can narrow the results to JKR-approved products, meaning those on the Public Works Department’s approved list.',
          'What are MOQ and lead days? MOQ is the minimum order quantity the seller accepts for a product. Lead days are the days the seller needs before it can deliver. Both are shown on the product page.',
          'Why did my cart turn into several orders? Each order is with one seller. If your cart has products from three sellers, checkout creates three orders, each with its own delivery orders and invoice.',
          'Which currency are prices in? Ringgit, shown like RM 1,234.50. A few products are priced in US dollars and are marked USD.',
          'When is my order confirmed? When the seller accepts it. You are notified if it is rejected, and any payment is refunded or released from your credit limit.',
          'Can I cancel an order? Yes, until a driver has been assigned to it. After that, the order can no longer be cancelled; contact the seller through the order to discuss any change.',
        ],
      },
      {
        heading: 'Payment methods',
        paragraphs: ['Which payment methods can I use?'],
        bullets: [
          'FPX online banking: RM2.00 to RM1,000,000 per transaction from a corporate account, or RM1.00 to RM30,000 from a personal account.',
          'Credit or debit card: a bank administrative charge of 1.2% is added.',
          'Manual bank transfer: transfer to the account shown at checkout and upload your bank slip. Your order is processed once the payment is matched, so make sure the slip shows the amount, date and reference clearly.',
          'Credit terms of 14, 30, 60 or 90 days, if your company has an approved credit limit.',
        ],
      },
      {
        heading: 'Credit limits and terms',
        paragraphs: [
          'How do I get credit? Your company administrator applies for a company credit limit, or for a project credit limit tied to a named contract. Our credit team may ask for financial documents and, with your consent, check your company’s credit report with CTOS. You are told the result and the limit granted.',
          'What does credit cost? 14-day terms have no credit-term charge. Longer terms carry a charge on the subtotal: 0.75% for 30 days, 1.5% for 60 days and 2.25% for 90 days. For example, on a subtotal of RM 10,000.00 with 60-day terms, the credit-term charge is RM 150.00. An administrative charge of 0.75% of the subtotal plus the credit-term charge also applies, or 2.25% for public-sector contractors. All charges are shown at checkout before you confirm.',
          'What is my available limit? Your credit limit minus the credit invoices not yet paid. Paying an invoice restores that amount.',
          'Can I get more time to pay? Yes, once per invoice. You can request a 30-day extension from 30 days before the due date until 30 days after it. The extension carries extra interest of 1% per month on the outstanding amount.',
          'How do I pay a credit invoice? From the invoice in your account, by FPX or bank transfer. Your statement of account lists invoices, credit notes and due dates.',
          'Can I buy a credit report? Yes. CTOS credit reports can be bought per use; the price is shown before you pay.',
        ],
      },
      {
        heading: 'Delivery and acknowledgement',
        paragraphs: [
          'Who delivers my order? The seller, with its own driver or through our lorry-delivery partner, which uses motorcycles, cars, vans and 1-tonne, 3-tonne and 5-tonne lorries. You can also choose pickup at a seller’s branch where offered. Each load has a delivery order you can follow in your account.',
          'How do I acknowledge a delivery? Check the load with the driver. Then enter your 6-digit delivery PIN on the driver’s phone and sign on the screen. Only give the PIN to people you trust to receive goods for your company.',
          'What if fewer goods arrived? Enter the quantity you actually received and raise a dispute on the delivery order. The seller reviews it and corrects a shortfall with a further delivery or a credit note, and you pay only for what you received.',
          'What if goods are damaged or wrong? Note visible damage when you acknowledge, and contact the seller through the order before using the goods.',
        ],
      },
      {
        heading: 'eBidding',
        paragraphs: [
          'What is eBidding? You post a construction project with its materials list, and sellers bid to supply it.',
          'How does it work? List up to 10 products with quantities, and set bidding to stay open for between 3 hours and 7 days. Bidding runs in two cycles: after the first, bidders can improve their offers in the second. You then compare the bids and award the project to one bidder, which creates an order with that seller at the bid prices.',
          'Do I have to award? No. If no bid suits you, you can close the project without an award.',
        ],
      },
      {
        heading: 'For sellers',
        paragraphs: [
          'How do I start selling? Register your company with its SSM number as a seller. Once approved, set up your hub branches and delivery rates in the seller centre, then add your products.',
          'Why is my product not visible yet? New listings are reviewed by our administrators before they are published. You are told if a listing needs changes.',
          'How do I upload certificates? Open the product in the seller centre and upload the certificate file with its expiry date. Expired certificates are flagged on the product page.',
          'How do deliveries work for me? For each accepted order, create delivery orders and assign your own driver or book the lorry-delivery partner, at least one hour ahead, for collection between 9am and 6pm.',
          'When am I paid? According to the payout schedule in the seller centre, less the marketing fee in your seller agreement. For credit orders you do not wait for the buyer to pay.',
        ],
      },
      {
        heading: 'Account and security',
        paragraphs: [
          'How do I add colleagues? Your company administrator adds users and sets their permission levels, for example whether they can order or pay.',
          'What makes a valid password? At least 8 characters, with a lower-case letter, an upper-case letter, a number and a special character.',
          'I forgot my password. Choose “Forgot your password?” on the sign-in page and follow the link we e-mail you.',
          'My account is locked. After too many failed sign-in attempts, sign-in is paused for a few minutes; wait and try again. If your account is inactive, ask your company administrator.',
          'How do I keep my account safe? Do not share passwords or your delivery PIN, sign out on shared computers, and tell us at support@binamart.my if something looks wrong.',
        ],
      },
      {
        heading: 'Still need help?',
        paragraphs: [
          'Send us a message through the contact form or e-mail support@binamart.my. Our hotline team works Monday to Friday, 9am to 6pm, and we reply to messages within one business day.',
        ],
      },
    ],
  },

  contact: {
    title: 'Contact us',
    summary:
      'Send us a message about orders, deliveries, payments, credit or selling on BinaMart, and we will reply within one business day.',
    sections: [
      {
        heading: 'How we can help',
        paragraphs: ['Use the form below to write to our support team. We can help with:'],
        bullets: [
          'Registration and account verification',
          'Orders, cancellations and refunds',
          'Deliveries, acknowledgements and quantity disputes',
          'Payments, invoices and statements of account',
          'Credit applications, credit limits and extensions',
          'Selling on BinaMart, listings and payouts',
          'Advertising and featured products',
        ],
      },
      {
        heading: 'Before you write',
        paragraphs: [
          'Tell us your company name and, where it applies, the order, delivery order or invoice number, so we can find the record straight away. Never send passwords, your delivery PIN or card numbers.',
          'Our hotline team works Monday to Friday, 9am to 6pm, and we reply within one business day. You can also e-mail support@binamart.my.',
        ],
      },
    ],
  },

  download: {
    title: 'Install the BinaMart app',
    summary:
      'BinaMart installs on your phone straight from the browser, with no app store needed, and opens like any other app.',
    sections: [
      {
        heading: 'One app, straight from your browser',
        paragraphs: [
          'The BinaMart web app works on phones, tablets and computers, for buyers, suppliers and administrators alike. Install it and it opens in a window of its own from its own icon, so you can check orders, follow deliveries and answer enquiries in a tap. New versions arrive by themselves: when one is ready, a bar at the foot of the screen says “A new version of BinaMart is ready”; tap Reload to use it. There is nothing to download again.',
        ],
      },
      {
        heading: 'Android phones (Chrome)',
        paragraphs: [],
        bullets: [
          'Open BinaMart in Chrome.',
          'Tap the menu button (three dots) at the top right.',
          'Tap “Install app” or “Add to home screen”.',
          'Confirm with “Install” or “Add”. The BinaMart icon appears on your home screen.',
        ],
      },
      {
        heading: 'iPhone and iPad (Safari)',
        paragraphs: [],
        bullets: [
          'Open BinaMart in Safari.',
          'Tap the Share button, the square with an upward arrow. On newer iOS versions it is inside the menu with three dots.',
          'Scroll down and tap “Add to Home Screen”.',
          'Tap “Add”. The BinaMart icon appears on your home screen.',
        ],
      },
      {
        heading: 'Computers (Chrome or Edge)',
        paragraphs: [],
        bullets: [
          'Open BinaMart in Chrome or Microsoft Edge.',
          'Click the install icon at the right end of the address bar, or open the browser’s menu and choose to install BinaMart (in Chrome under “Cast, save and share”, in Edge under “Apps”).',
          'Confirm with “Install”. BinaMart opens in its own window and gets a shortcut like any other program.',
        ],
      },
      {
        heading: 'Notifications on your phone',
        paragraphs: [
          'Turn on “Push notifications” on your profile page and allow notifications when the browser asks: news of your orders, deliveries, payments and credit then reaches this device even when BinaMart is closed, and tapping one opens the page it is about. Each phone or computer is turned on by itself, from its own profile page. On an iPhone or iPad, add BinaMart to the home screen first (iOS 16.4 or later) and turn them on from the app. Urgent news (a delivery on its way, a failed payment, a credit decision) can also come by SMS: turn on SMS notifications and give your mobile number on the same page.',
        ],
      },
      {
        heading: 'Without a connection',
        paragraphs: [
          'On a site with no signal, the app shows a page saying you are offline instead of an error, and opens BinaMart again by itself as soon as the connection is back.',
        ],
      },
      {
        heading: 'For drivers',
        paragraphs: [
          'Drivers have an app of their own, BinaMart Driver, made for the phone and for screens as narrow as 360 pixels. Open BinaMart at /driver on the phone and install it in the same way: it opens straight to the delivery orders assigned to the driver, who collects the buyer’s 6-digit PIN and signature on site, and it starts even without a network.',
        ],
      },
      {
        heading: 'Good to know',
        paragraphs: [
          'You sign in once, just as on the website, and stay signed in until you sign out. To remove the app, delete the icon as you would any other app; your account and orders are not affected.',
        ],
      },
    ],
  },

  advertising: {
    title: 'Advertise on BinaMart',
    summary:
      'Put your brand and products in front of Malaysian contractors at the moment they are choosing materials, with banners and featured product placements.',
    sections: [
      {
        heading: 'Reach contractors when they buy',
        paragraphs: [
          'Contractors come to BinaMart with a site to supply and a budget to spend. Advertising here puts your products in front of purchasing staff, site supervisors and company owners while they compare prices and place orders, not while they scroll past on social media.',
        ],
      },
      {
        heading: 'Placements',
        paragraphs: [],
        bullets: [
          'Home page banners: seen by every buyer who opens BinaMart, suited to brand campaigns and seasonal promotions.',
          'Category page banners: shown on a chosen category, such as cement, steel bars or tiles, to reach buyers already looking for that kind of product.',
          'Featured products: your products shown ahead of others in a category and marked as featured, linking straight to the product page so buyers can add them to their cart.',
        ],
      },
      {
        heading: 'Who can advertise',
        paragraphs: [
          'Sellers on BinaMart, and manufacturers and brands of construction materials, machinery and services. Featured products must be published listings of a seller on BinaMart.',
        ],
      },
      {
        heading: 'Review of placements',
        paragraphs: [
          'Every banner and featured placement is reviewed by BinaMart administrators before it goes live. Claims must be accurate and match the product pages: a banner may mention JKR approval or a certificate only if the products carry it on BinaMart. We do not accept advertising that is misleading, that disparages competitors, or that promotes goods that cannot be sold on the marketplace. We may ask for changes or decline a placement.',
        ],
      },
      {
        heading: 'How to enquire',
        paragraphs: [
          'Send us a message through the contact form with “Advertising” as the subject. Tell us your company, the products or brand you want to promote, the placements you are interested in and the period you have in mind. We reply within one business day with available dates, rates and the artwork specifications.',
        ],
      },
    ],
  },

  certification: {
    title: 'Product certification',
    summary:
      'What the certificates and the JKR-approved flag on BinaMart product pages mean, how expiry is shown, and how sellers upload certificates.',
    sections: [
      {
        heading: 'Why certification matters',
        paragraphs: [
          'Many construction materials must meet Malaysian Standards before they can be sold or used, and consultants and public-sector clients often ask to see the certificates. BinaMart shows each product’s certificates on its product page, so you can check them before you order instead of chasing paperwork after delivery.',
        ],
      },
      {
        heading: 'What you see on a product page',
        paragraphs: ['For each certificate a seller uploads, the product page shows:'],
        bullets: [
          'The certificate file, which you can open and download',
          'The type of certificate and the body that issued it',
          'Its status: under review, verified by our administrators, or expired',
          'Its expiry date',
        ],
      },
      {
        heading: 'The JKR-approved flag',
        paragraphs: [
          'A product flagged JKR-approved is on the approved list of the Public Works Department (Jabatan Kerja Raya, JKR). This matters most on government projects, where specifications often require materials from that list. You can filter search results to show JKR-approved products only. Sellers must flag only products that are on the list and remove the flag when a product is taken off it.',
        ],
      },
      {
        heading: 'Certificates commonly seen in Malaysia',
        paragraphs: [],
        bullets: [
          'SIRIM: product certificates issued by SIRIM QAS International show that a product has been tested and certified against a Malaysian Standard (MS), for example for cement or steel reinforcement bars.',
          'CIDB: construction materials listed in the Fourth Schedule of the CIDB Act 1994 (Act 520) need a Certificate of Standards Compliance (Perakuan Pematuhan Standard, PPS) from the Construction Industry Development Board before they are used, and imported materials need a CIDB Certificate of Approval (COA).',
          'Other approvals: electrical products such as cables and switches may need a Certificate of Approval from the Energy Commission (Suruhanjaya Tenaga), and water pipes and fittings may need certification recognised by SPAN, the National Water Services Commission.',
        ],
      },
      {
        heading: 'Expired certificates',
        paragraphs: [
          'When a certificate passes its expiry date, it is flagged as expired on the product page, and the seller is asked to upload the renewed certificate. The expired certificate remains visible so that you know which certificate the product held. Check the status before you order materials for work that must be certified.',
        ],
      },
      {
        heading: 'For sellers: uploading certificates',
        paragraphs: [
          'In the seller centre, open the product and add each certificate: choose its type, upload a clear PDF or image of the full certificate, and enter its expiry date. Our administrators check that the certificate is legible, matches the product and manufacturer, and is in date before marking it verified. Upload the renewed certificate before the old one expires to avoid an expired flag.',
          'BinaMart checks the documents it is given but does not test products. Where certification is critical to your work, you can also confirm a certificate with the body that issued it.',
        ],
      },
    ],
  },
};
