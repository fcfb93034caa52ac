/**
 * Real makes, models, badges and series per vehicle kind, with indicative new prices, for the
 * demo generator. Prices are new drive-away prices in the market's currency; the generator
 * depreciates them for used and demo stock.
 */

export type VehicleKind = 'car' | 'motorcycle' | 'caravan' | 'truck';
export type Market = 'AU' | 'NZ' | 'US';

export type Fuel = 'Electric' | 'Hybrid' | 'PHEV' | 'Petrol' | 'Diesel' | 'Not Applicable';

export interface Variant {
  badge: string;
  series: string | null;
  fuel: Fuel;
  transmission: string;
  drive: string;
  /** New price in the market's currency. */
  price: number;
}

export interface ModelSpec {
  kind: VehicleKind;
  make: string;
  model: string;
  body: string;
  seats: number | null;
  /** Search categories (caravans: Caravans / Camper Trailers / Motorhomes; trucks: Light/Medium/Heavy). */
  categories: string[];
  /** First model year sold in this shape (older used stock is not generated before it). */
  since: number;
  /** True for towed vehicles: no odometer, fuel, transmission or drive. */
  towed: boolean;
  variants: Variant[];
}

type V = [badge: string, series: string | null, fuel: Fuel, transmission: string, drive: string, price: number];

function m(
  kind: VehicleKind,
  make: string,
  model: string,
  body: string,
  seats: number | null,
  since: number,
  variants: V[],
  categories: string[] = [],
  towed = false,
): ModelSpec {
  return {
    kind,
    make,
    model,
    body,
    seats,
    since,
    categories,
    towed,
    variants: variants.map(([badge, series, fuel, transmission, drive, price]) => ({
      badge,
      series,
      fuel,
      transmission,
      drive,
      price,
    })),
  };
}

const A = 'Automatic';
const M = 'Manual';

/** Australian (and, re-priced, New Zealand) passenger cars, SUVs and utes. */
export const AU_CARS: ModelSpec[] = [
  m('car', 'Toyota', 'Corolla', 'Hatchback', 5, 2019, [
    ['Ascent Sport', 'MZEA12R', 'Petrol', A, 'FWD', 31990],
    ['Ascent Sport Hybrid', 'ZWE211R', 'Hybrid', A, 'FWD', 34990],
    ['SX Hybrid', 'ZWE211R', 'Hybrid', A, 'FWD', 38490],
    ['ZR Hybrid', 'ZWE211R', 'Hybrid', A, 'FWD', 42990],
  ]),
  m('car', 'Toyota', 'Camry', 'Sedan', 5, 2018, [
    ['Ascent Hybrid', 'AXVH71R', 'Hybrid', A, 'FWD', 41990],
    ['SL Hybrid', 'AXVH71R', 'Hybrid', A, 'FWD', 52490],
    ['SX Hybrid', 'AXVH71R', 'Hybrid', A, 'FWD', 47990],
  ]),
  m('car', 'Toyota', 'RAV4', 'SUV', 5, 2019, [
    ['GX', 'MXAA52R', 'Petrol', A, '2WD', 42990],
    ['GXL Hybrid', 'AXAH54R', 'Hybrid', A, 'AWD', 52990],
    ['Cruiser Hybrid', 'AXAH54R', 'Hybrid', A, 'AWD', 58990],
    ['Edge', 'MXAA54R', 'Petrol', A, 'AWD', 55990],
  ]),
  m('car', 'Toyota', 'HiLux', 'Ute', 5, 2016, [
    ['Workmate', 'TGN121R', 'Petrol', M, 'RWD', 36990],
    ['SR', 'GUN126R', 'Diesel', A, '4WD', 56990],
    ['SR5', 'GUN126R', 'Diesel', A, '4WD', 67990],
    ['Rogue', 'GUN126R', 'Diesel', A, '4WD', 74990],
  ]),
  m('car', 'Toyota', 'LandCruiser', 'SUV', 7, 2022, [
    ['GXL', 'FJA300R', 'Diesel', A, '4WD', 109990],
    ['VX', 'FJA300R', 'Diesel', A, '4WD', 121990],
    ['Sahara', 'FJA300R', 'Diesel', A, '4WD', 145990],
  ]),
  m('car', 'Toyota', 'Kluger', 'SUV', 7, 2021, [
    ['GX Hybrid', 'AXUH78R', 'Hybrid', A, 'AWD', 62990],
    ['Grande Hybrid', 'AXUH78R', 'Hybrid', A, 'AWD', 82990],
  ]),
  m('car', 'Toyota', 'Yaris Cross', 'SUV', 5, 2020, [
    ['GX Hybrid', 'MXPJ10R', 'Hybrid', A, '2WD', 33990],
    ['Urban Hybrid', 'MXPJ15R', 'Hybrid', A, 'AWD', 40990],
  ]),
  m('car', 'Toyota', 'bZ4X', 'SUV', 5, 2022, [['AWD', 'XEAM10R', 'Electric', A, 'AWD', 74900]]),
  m('car', 'Hyundai', 'i30', 'Hatchback', 5, 2017, [
    ['Active', 'PD.V4', 'Petrol', A, 'FWD', 29990],
    ['N Line', 'PD.V4', 'Petrol', A, 'FWD', 35990],
  ]),
  m('car', 'Hyundai', 'Tucson', 'SUV', 5, 2021, [
    ['Elite', 'NX4.V2', 'Petrol', A, 'FWD', 44990],
    ['Highlander Hybrid', 'NX4.V2', 'Hybrid', A, 'AWD', 60990],
  ]),
  m('car', 'Hyundai', 'Kona', 'SUV', 5, 2018, [
    ['Electric Extended Range', 'SX2.V1', 'Electric', A, 'FWD', 59990],
    ['Premium Hybrid', 'SX2.V1', 'Hybrid', A, 'FWD', 48990],
  ]),
  m('car', 'Hyundai', 'Santa Fe', 'SUV', 7, 2019, [
    ['Elite Hybrid', 'MX5.V1', 'Hybrid', A, 'AWD', 67990],
    ['Calligraphy', 'TM.V4', 'Diesel', A, 'AWD', 69990],
  ]),
  m('car', 'Hyundai', 'IONIQ 5', 'SUV', 5, 2021, [
    ['Dynamiq', 'NE.V3', 'Electric', A, 'RWD', 69990],
    ['Techniq AWD', 'NE.V3', 'Electric', A, 'AWD', 79990],
  ]),
  m('car', 'Kia', 'Cerato', 'Sedan', 5, 2018, [
    ['S', 'BD MY24', 'Petrol', A, 'FWD', 28990],
    ['GT', 'BD MY24', 'Petrol', A, 'FWD', 39990],
  ]),
  m('car', 'Kia', 'Sportage', 'SUV', 5, 2022, [
    ['S', 'NQ5 PE MY25', 'Petrol', A, 'FWD', 37990],
    ['GT-Line Hybrid', 'NQ5 PE MY25', 'Hybrid', A, 'AWD', 58990],
  ]),
  m('car', 'Kia', 'Sorento', 'SUV', 7, 2020, [
    ['Sport+', 'MQ4 PE MY25', 'Diesel', A, 'AWD', 59990],
    ['GT-Line PHEV', 'MQ4 PE MY25', 'PHEV', A, 'AWD', 83990],
  ]),
  m('car', 'Kia', 'EV6', 'SUV', 5, 2022, [
    ['Air', 'CV MY25', 'Electric', A, 'RWD', 72590],
    ['GT-Line AWD', 'CV MY25', 'Electric', A, 'AWD', 87590],
  ]),
  m('car', 'Kia', 'Carnival', 'People Mover', 8, 2020, [
    ['S', 'KA4 PE MY25', 'Diesel', A, 'FWD', 52990],
    ['Platinum Hybrid', 'KA4 PE MY25', 'Hybrid', A, 'FWD', 78990],
  ]),
  m('car', 'Mazda', 'CX-5', 'SUV', 5, 2017, [
    ['Maxx', 'KF Series', 'Petrol', A, 'FWD', 38990],
    ['Maxx Sport', 'KF Series', 'Petrol', A, 'AWD', 44990],
    ['Akera', 'KF Series', 'Petrol', A, 'AWD', 55990],
  ]),
  m('car', 'Mazda', 'CX-30', 'SUV', 5, 2020, [
    ['G20 Pure', 'DM Series', 'Petrol', A, 'FWD', 35990],
    ['G25 Astina', 'DM Series', 'Petrol', A, 'AWD', 48990],
  ]),
  m('car', 'Mazda', 'Mazda3', 'Hatchback', 5, 2019, [
    ['G20 Pure', 'BP Series', 'Petrol', A, 'FWD', 33990],
    ['G25 GT', 'BP Series', 'Petrol', M, 'FWD', 41990],
  ]),
  m('car', 'Mazda', 'BT-50', 'Ute', 5, 2020, [
    ['XT', 'TF', 'Diesel', A, '4WD', 57990],
    ['GT', 'TF', 'Diesel', A, '4WD', 66990],
  ]),
  m('car', 'Mazda', 'CX-60', 'SUV', 5, 2023, [
    ['G40e Azami', 'KH Series', 'PHEV', A, 'AWD', 92990],
    ['D50e Evolve', 'KH Series', 'Diesel', A, 'AWD', 72990],
  ]),
  m('car', 'Ford', 'Ranger', 'Ute', 5, 2018, [
    ['XL', 'PY MY24', 'Diesel', M, '4WD', 52990],
    ['XLT', 'PY MY24', 'Diesel', A, '4WD', 67990],
    ['Wildtrak', 'PY MY24', 'Diesel', A, '4WD', 78990],
    ['Raptor', 'PY MY24', 'Petrol', A, '4WD', 94990],
    ['Wildtrak PHEV', 'PY MY25', 'PHEV', A, '4WD', 86990],
  ]),
  m('car', 'Ford', 'Everest', 'SUV', 7, 2019, [
    ['Trend', 'UB MY24', 'Diesel', A, '4WD', 67990],
    ['Platinum', 'UB MY24', 'Diesel', A, '4WD', 86990],
  ]),
  m('car', 'Ford', 'Mustang', 'Coupe', 4, 2018, [['GT', 'S650', 'Petrol', M, 'RWD', 84990]]),
  m('car', 'Ford', 'Mustang Mach-E', 'SUV', 5, 2022, [['Select', 'MY24', 'Electric', A, 'RWD', 72990]]),
  m('car', 'Mitsubishi', 'Triton', 'Ute', 5, 2016, [
    ['GLX', 'MV', 'Diesel', M, '4WD', 45990],
    ['GLS', 'MV', 'Diesel', A, '4WD', 57990],
  ]),
  m('car', 'Mitsubishi', 'Outlander', 'SUV', 7, 2022, [
    ['ES', 'ZM MY24', 'Petrol', A, '2WD', 38990],
    ['Exceed PHEV', 'ZM MY24', 'PHEV', A, 'AWD', 69990],
  ]),
  m('car', 'Mitsubishi', 'ASX', 'SUV', 5, 2016, [['LS', 'XD MY24', 'Petrol', A, '2WD', 31990]]),
  m('car', 'Nissan', 'Navara', 'Ute', 5, 2016, [['ST-X', 'D23', 'Diesel', A, '4WD', 63990]]),
  m('car', 'Nissan', 'X-Trail', 'SUV', 7, 2022, [
    ['ST', 'T33', 'Petrol', A, '2WD', 39990],
    ['Ti e-POWER', 'T33', 'Hybrid', A, 'AWD', 58990],
  ]),
  m('car', 'Nissan', 'Patrol', 'SUV', 8, 2017, [['Ti-L', 'Y62', 'Petrol', A, '4WD', 101990]]),
  m('car', 'Volkswagen', 'Golf', 'Hatchback', 5, 2018, [
    ['Life', 'Mk8', 'Petrol', A, 'FWD', 39990],
    ['GTI', 'Mk8', 'Petrol', A, 'FWD', 59990],
  ]),
  m('car', 'Volkswagen', 'Tiguan', 'SUV', 5, 2017, [['162TSI R-Line', '5N MY24', 'Petrol', A, 'AWD', 66990]]),
  m('car', 'Volkswagen', 'Amarok', 'Ute', 5, 2018, [['Style', 'NF MY24', 'Diesel', A, '4WD', 69990]]),
  m('car', 'Subaru', 'Forester', 'SUV', 5, 2019, [
    ['2.5i-L', 'S5', 'Petrol', A, 'AWD', 42990],
    ['Hybrid S', 'S6', 'Hybrid', A, 'AWD', 55990],
  ]),
  m('car', 'Subaru', 'Outback', 'Wagon', 5, 2021, [['AWD Touring', '6GEN', 'Petrol', A, 'AWD', 54990]]),
  m('car', 'Subaru', 'WRX', 'Sedan', 5, 2022, [['tS', 'VB', 'Petrol', A, 'AWD', 63990]]),
  m('car', 'Tesla', 'Model 3', 'Sedan', 5, 2019, [
    ['Rear-Wheel Drive', null, 'Electric', A, 'RWD', 58900],
    ['Long Range', null, 'Electric', A, 'AWD', 71900],
  ]),
  m('car', 'Tesla', 'Model Y', 'SUV', 5, 2022, [
    ['Rear-Wheel Drive', null, 'Electric', A, 'RWD', 61900],
    ['Long Range', null, 'Electric', A, 'AWD', 72900],
  ]),
  m('car', 'BYD', 'Atto 3', 'SUV', 5, 2022, [['Extended', null, 'Electric', A, 'FWD', 51990]]),
  m('car', 'BYD', 'Seal', 'Sedan', 5, 2023, [['Premium', null, 'Electric', A, 'RWD', 60990]]),
  m('car', 'BYD', 'Shark 6', 'Ute', 5, 2024, [['Premium', null, 'PHEV', A, 'AWD', 57900]]),
  m('car', 'MG', 'MG4', 'Hatchback', 5, 2023, [['Excite 51', null, 'Electric', A, 'RWD', 39990]]),
  m('car', 'MG', 'ZS', 'SUV', 5, 2018, [
    ['Excite', 'AZS1', 'Petrol', A, 'FWD', 25990],
    ['Essence Hybrid+', 'AZS2', 'Hybrid', A, 'FWD', 36990],
  ]),
  m('car', 'MG', 'HS', 'SUV', 5, 2020, [['Essence PHEV', 'SAS23', 'PHEV', A, 'FWD', 47990]]),
  m('car', 'Isuzu', 'D-Max', 'Ute', 5, 2020, [
    ['SX', 'RG MY24', 'Diesel', M, '4WD', 47990],
    ['X-Terrain', 'RG MY24', 'Diesel', A, '4WD', 71990],
  ]),
  m('car', 'Isuzu', 'MU-X', 'SUV', 7, 2021, [['LS-U', 'RJ MY24', 'Diesel', A, '4WD', 62990]]),
  m('car', 'Honda', 'CR-V', 'SUV', 5, 2018, [
    ['VTi L', 'RS MY24', 'Petrol', A, 'FWD', 48990],
    ['e:HEV RS', 'RS MY24', 'Hybrid', A, 'AWD', 63990],
  ]),
  m('car', 'Honda', 'Civic', 'Hatchback', 5, 2022, [['e:HEV LX', 'FL MY24', 'Hybrid', A, 'FWD', 55000]]),
  m('car', 'BMW', 'X3', 'SUV', 5, 2018, [['xDrive30e', 'G01', 'PHEV', A, 'AWD', 99900]]),
  m('car', 'BMW', '3 Series', 'Sedan', 5, 2019, [['330i M Sport', 'G20', 'Petrol', A, 'RWD', 87900]]),
  m('car', 'Mercedes-Benz', 'GLC', 'SUV', 5, 2019, [['GLC300 4MATIC', 'X254', 'Petrol', A, 'AWD', 104900]]),
  m('car', 'Mercedes-Benz', 'C-Class', 'Sedan', 5, 2019, [['C300', 'W206', 'Petrol', A, 'RWD', 92300]]),
  m('car', 'GWM', 'Cannon', 'Ute', 5, 2021, [['Ultra', 'NPW', 'Diesel', A, '4WD', 51990]]),
  m('car', 'GWM', 'Haval H6', 'SUV', 5, 2021, [['Ultra Hybrid', 'B01', 'Hybrid', A, 'FWD', 47990]]),
  m('car', 'Suzuki', 'Swift', 'Hatchback', 5, 2017, [['GL Hybrid', 'AZH', 'Hybrid', A, 'FWD', 27990]]),
  m('car', 'Suzuki', 'Jimny', 'SUV', 4, 2019, [['Lite', 'JJ', 'Petrol', M, '4WD', 33990]]),
];

/** New Zealand adds the Japanese used imports that dominate its yards. */
export const NZ_EXTRA_CARS: ModelSpec[] = [
  m('car', 'Toyota', 'Aqua', 'Hatchback', 5, 2015, [['G', 'NHP10', 'Hybrid', A, 'FWD', 33990]]),
  m('car', 'Nissan', 'Leaf', 'Hatchback', 5, 2018, [['e+ G', 'ZE1', 'Electric', A, 'FWD', 59990]]),
  m('car', 'Toyota', 'Prius', 'Hatchback', 5, 2016, [['S Touring', 'ZVW50', 'Hybrid', A, 'FWD', 39990]]),
];

/** United States cars, trucks and SUVs (prices in USD). */
export const US_CARS: ModelSpec[] = [
  m('car', 'Ford', 'F-150', 'Pickup', 5, 2018, [
    ['XLT SuperCrew', '14th Gen', 'Petrol', A, '4WD', 52990],
    ['Lariat SuperCrew', '14th Gen', 'Petrol', A, '4WD', 66990],
    ['Lightning Flash', '14th Gen', 'Electric', A, 'AWD', 67990],
  ]),
  m('car', 'Chevrolet', 'Silverado 1500', 'Pickup', 5, 2019, [
    ['LT Crew Cab', 'T1', 'Petrol', A, '4WD', 54995],
    ['High Country', 'T1', 'Petrol', A, '4WD', 70995],
  ]),
  m('car', 'Ram', '1500', 'Pickup', 5, 2019, [
    ['Big Horn', 'DT', 'Petrol', A, '4WD', 48995],
    ['Laramie', 'DT', 'Petrol', A, '4WD', 62995],
  ]),
  m('car', 'Toyota', 'Camry', 'Sedan', 5, 2018, [
    ['LE', 'XV70', 'Petrol', A, 'FWD', 28400],
    ['XSE Hybrid', 'XV80', 'Hybrid', A, 'AWD', 35400],
  ]),
  m('car', 'Toyota', 'RAV4', 'SUV', 5, 2019, [
    ['XLE', 'XA50', 'Petrol', A, 'AWD', 33900],
    ['Prime XSE', 'XA50', 'PHEV', A, 'AWD', 47400],
  ]),
  m('car', 'Honda', 'CR-V', 'SUV', 5, 2018, [
    ['EX', 'RS', 'Petrol', A, 'AWD', 34500],
    ['Sport Touring Hybrid', 'RS', 'Hybrid', A, 'AWD', 41900],
  ]),
  m('car', 'Honda', 'Civic', 'Sedan', 4, 2018, [['Sport', 'FE', 'Petrol', A, 'FWD', 27400]]),
  m('car', 'Jeep', 'Grand Cherokee', 'SUV', 5, 2019, [
    ['Laredo', 'WL', 'Petrol', A, '4WD', 41995],
    ['4xe Trailhawk', 'WL', 'PHEV', A, '4WD', 62995],
  ]),
  m('car', 'Jeep', 'Wrangler', 'SUV', 4, 2018, [['Sport S', 'JL', 'Petrol', M, '4WD', 38995]]),
  m('car', 'Tesla', 'Model Y', 'SUV', 5, 2021, [['Long Range AWD', null, 'Electric', A, 'AWD', 47990]]),
  m('car', 'Hyundai', 'Tucson', 'SUV', 5, 2021, [['SEL', 'NX4', 'Petrol', A, 'AWD', 30950]]),
  m('car', 'Nissan', 'Rogue', 'SUV', 5, 2021, [['SV', 'T33', 'Petrol', A, 'AWD', 31990]]),
  m('car', 'Subaru', 'Outback', 'Wagon', 5, 2020, [['Premium', 'BT', 'Petrol', A, 'AWD', 30995]]),
  m('car', 'Chevrolet', 'Equinox', 'SUV', 5, 2018, [['LT', '3rd Gen', 'Petrol', A, 'AWD', 29995]]),
  m('car', 'Kia', 'Telluride', 'SUV', 8, 2020, [['EX', 'ON', 'Petrol', A, 'AWD', 44990]]),
];

/** Motorcycles (AU prices, ride-away). */
export const MOTORCYCLES: ModelSpec[] = [
  m('motorcycle', 'Honda', 'CB650R', 'Naked', 2, 2019, [['E-Clutch', 'RH02', 'Petrol', M, 'Chain', 14999]]),
  m('motorcycle', 'Honda', 'CRF300L', 'Trail', 1, 2021, [['ABS', 'ND16', 'Petrol', M, 'Chain', 9199]]),
  m('motorcycle', 'Honda', 'Africa Twin', 'Adventure', 2, 2018, [
    ['Adventure Sports ES DCT', 'CRF1100L', 'Petrol', 'DCT', 'Chain', 27999],
  ]),
  m('motorcycle', 'Yamaha', 'MT-07', 'Naked', 2, 2018, [['LAMS', 'RM33', 'Petrol', M, 'Chain', 12499]]),
  m('motorcycle', 'Yamaha', 'MT-09', 'Naked', 2, 2021, [['SP', 'RN69', 'Petrol', M, 'Chain', 18999]]),
  m('motorcycle', 'Yamaha', 'Tenere 700', 'Adventure', 2, 2020, [['World Raid', 'DM13', 'Petrol', M, 'Chain', 21999]]),
  m('motorcycle', 'Yamaha', 'YZF-R7', 'Sport', 2, 2022, [['LAMS', 'RM39', 'Petrol', M, 'Chain', 14499]]),
  m('motorcycle', 'Kawasaki', 'Ninja 400', 'Sport', 2, 2018, [['KRT Edition', 'EX400', 'Petrol', M, 'Chain', 8499]]),
  m('motorcycle', 'Kawasaki', 'Z900', 'Naked', 2, 2017, [['SE', 'ZR900', 'Petrol', M, 'Chain', 16699]]),
  m('motorcycle', 'Kawasaki', 'KLR650', 'Adventure', 2, 2022, [['S', 'KL650', 'Petrol', M, 'Chain', 10699]]),
  m('motorcycle', 'Harley-Davidson', 'Street Glide', 'Tourer', 2, 2019, [
    ['Special', 'FLHXS', 'Petrol', M, 'Belt', 49995],
  ]),
  m('motorcycle', 'Harley-Davidson', 'Nightster', 'Cruiser', 2, 2022, [
    ['Special', 'RH975S', 'Petrol', M, 'Belt', 24995],
  ]),
  m('motorcycle', 'BMW', 'R 1300 GS', 'Adventure', 2, 2024, [['Option 719', 'K50', 'Petrol', M, 'Shaft', 38990]]),
  m('motorcycle', 'BMW', 'S 1000 RR', 'Sport', 2, 2019, [['M Package', 'K67', 'Petrol', M, 'Chain', 39990]]),
  m('motorcycle', 'Ducati', 'Monster', 'Naked', 2, 2021, [['+', '937', 'Petrol', M, 'Chain', 22900]]),
  m('motorcycle', 'Ducati', 'Multistrada V4', 'Adventure', 2, 2021, [['S', 'V4', 'Petrol', M, 'Chain', 41900]]),
  m('motorcycle', 'Triumph', 'Speed 400', 'Naked', 2, 2024, [['LAMS', null, 'Petrol', M, 'Chain', 7990]]),
  m('motorcycle', 'Triumph', 'Tiger 900', 'Adventure', 2, 2020, [['Rally Pro', 'C701', 'Petrol', M, 'Chain', 28150]]),
  m('motorcycle', 'KTM', '390 Duke', 'Naked', 1, 2017, [['LAMS', 'JPJ', 'Petrol', M, 'Chain', 8995]]),
  m('motorcycle', 'KTM', '890 Adventure', 'Adventure', 2, 2021, [['R', 'LC8c', 'Petrol', M, 'Chain', 25995]]),
  m('motorcycle', 'Suzuki', 'V-Strom 650', 'Adventure', 2, 2017, [['XT', 'DL650', 'Petrol', M, 'Chain', 14990]]),
  m('motorcycle', 'Royal Enfield', 'Interceptor 650', 'Classic', 2, 2019, [
    ['Chrome', 'INT650', 'Petrol', M, 'Chain', 10890],
  ]),
  m('motorcycle', 'Vespa', 'GTS 300', 'Scooter', 2, 2019, [['Super Sport', 'HPE', 'Petrol', 'CVT', 'Belt', 11990]]),
  m('motorcycle', 'Energica', 'Experia', 'Tourer', 2, 2022, [
    ['Green Tour', null, 'Electric', 'Single Speed', 'Chain', 45490],
  ]),
];

const NA = 'Not Applicable';

/** Caravans, camper trailers, pop tops and motorhomes (AU). */
export const CARAVANS: ModelSpec[] = [
  m(
    'caravan',
    'Jayco',
    'Journey',
    'Caravan',
    4,
    2016,
    [
      ['21.61-4 Outback', null, NA, NA, NA, 79990],
      ['19.61-3 Outback', null, NA, NA, NA, 73990],
    ],
    ['Caravans'],
    true,
  ),
  m(
    'caravan',
    'Jayco',
    'Swan',
    'Camper Trailer',
    4,
    2015,
    [['Outback', null, NA, NA, NA, 42990]],
    ['Camper Trailers'],
    true,
  ),
  m('caravan', 'Jayco', 'Crossover', 'Pop Top', 2, 2019, [['CTS13.OB', null, NA, NA, NA, 49990]], ['Caravans'], true),
  m(
    'caravan',
    'Avan',
    'Cruiseliner',
    'Camper Trailer',
    4,
    2016,
    [['Deluxe', null, NA, NA, NA, 46990]],
    ['Camper Trailers'],
    true,
  ),
  m('caravan', 'Avan', 'Aspire', 'Caravan', 2, 2017, [['555', null, NA, NA, NA, 84990]], ['Caravans'], true),
  m('caravan', 'Coromal', 'Element', 'Caravan', 2, 2017, [['E19', null, NA, NA, NA, 71990]], ['Caravans'], true),
  m(
    'caravan',
    'Crusader',
    'Exodus',
    'Caravan',
    4,
    2018,
    [['Family Bunk', null, NA, NA, NA, 99990]],
    ['Caravans'],
    true,
  ),
  m(
    'caravan',
    'Lotus Caravans',
    'Trooper',
    'Caravan',
    2,
    2017,
    [['21-6 Off Grid', null, NA, NA, NA, 129990]],
    ['Caravans'],
    true,
  ),
  m('caravan', 'Retreat', 'Brampton', 'Caravan', 2, 2019, [['19-6', null, NA, NA, NA, 88990]], ['Caravans'], true),
  m('caravan', 'Zone RV', 'Z-3', 'Caravan', 2, 2020, [['Off Road', null, NA, NA, NA, 139990]], ['Caravans'], true),
  m(
    'caravan',
    'Jayco',
    'Conquest',
    'Motorhome',
    4,
    2016,
    [['FA30-1', 'Ford Transit', 'Diesel', A, 'FWD', 174990]],
    ['Motorhomes'],
  ),
  m(
    'caravan',
    'Sunliner',
    'Switch',
    'Motorhome',
    2,
    2018,
    [['S4', 'Iveco Daily', 'Diesel', A, 'RWD', 229990]],
    ['Motorhomes'],
  ),
  m(
    'caravan',
    'Winnebago',
    'Bondi',
    'Motorhome',
    4,
    2019,
    [['C-Class', 'Fiat Ducato', 'Diesel', A, 'FWD', 189990]],
    ['Motorhomes'],
  ),
  m(
    'caravan',
    'Trakka',
    'Akuna',
    'Campervan',
    2,
    2020,
    [['Premium', 'VW Crafter', 'Diesel', A, 'FWD', 219990]],
    ['Motorhomes'],
  ),
  m(
    'caravan',
    'Frontline',
    'Camper',
    'Campervan',
    2,
    2017,
    [['Hi-Top', 'Toyota HiAce', 'Diesel', A, 'RWD', 119990]],
    ['Motorhomes'],
  ),
];

/** Light, medium and heavy trucks (AU, prices excluding government charges). */
export const TRUCKS: ModelSpec[] = [
  m(
    'truck',
    'Isuzu',
    'N Series',
    'Cab Chassis',
    3,
    2017,
    [
      ['NLR 45-150 AMT', 'NLR', 'Diesel', 'Automated Manual', '4x2', 71990],
      ['NPR 75-190 Tipper', 'NPR', 'Diesel', 'Automated Manual', '4x2', 98990],
    ],
    ['Light Trucks'],
  ),
  m(
    'truck',
    'Isuzu',
    'F Series',
    'Pantech',
    3,
    2016,
    [['FVD 165-300 Auto', 'FVD', 'Diesel', A, '4x2', 189990]],
    ['Medium Trucks'],
  ),
  m(
    'truck',
    'Hino',
    '300 Series',
    'Tray',
    3,
    2017,
    [['616 IFS Auto', 'XKU', 'Diesel', A, '4x2', 79990]],
    ['Light Trucks'],
  ),
  m(
    'truck',
    'Hino',
    '500 Series',
    'Curtainsider',
    3,
    2018,
    [['FD 1124 Auto', 'FD', 'Diesel', A, '4x2', 199990]],
    ['Medium Trucks'],
  ),
  m(
    'truck',
    'Fuso',
    'Canter',
    'Cab Chassis',
    3,
    2018,
    [
      ['515 Wide Cab AMT', 'FEB71', 'Diesel', 'Automated Manual', '4x2', 74990],
      ['eCanter 615', 'FEB9', 'Electric', A, '4x2', 159990],
    ],
    ['Light Trucks'],
  ),
  m(
    'truck',
    'Fuso',
    'Fighter',
    'Refrigerated Pantech',
    3,
    2018,
    [['1627 Auto', 'FM65', 'Diesel', A, '4x2', 214990]],
    ['Medium Trucks'],
  ),
  m(
    'truck',
    'Volvo',
    'FH16',
    'Prime Mover',
    2,
    2019,
    [['700 Globetrotter XL', 'FH16', 'Diesel', 'I-Shift', '6x4', 459990]],
    ['Heavy Trucks'],
  ),
  m(
    'truck',
    'Kenworth',
    'T610',
    'Prime Mover',
    2,
    2018,
    [['SAR 600 Cummins X15', 'T610', 'Diesel', 'Manual 18 Speed', '6x4', 389990]],
    ['Heavy Trucks'],
  ),
  m(
    'truck',
    'Mercedes-Benz',
    'Actros',
    'Prime Mover',
    2,
    2019,
    [['2653 LS', 'MP5', 'Diesel', 'PowerShift', '6x4', 359990]],
    ['Heavy Trucks'],
  ),
  m(
    'truck',
    'Scania',
    'R Series',
    'Prime Mover',
    2,
    2019,
    [['R620 V8', 'NTG', 'Diesel', 'Opticruise', '6x4', 429990]],
    ['Heavy Trucks'],
  ),
  m(
    'truck',
    'Iveco',
    'Daily',
    'Van',
    3,
    2017,
    [['50C18 Hi-Matic', '6th Gen', 'Diesel', A, '4x2', 89990]],
    ['Light Trucks'],
  ),
  m(
    'truck',
    'UD',
    'Quon',
    'Tipper',
    2,
    2018,
    [['GW 26 460', 'CG', 'Diesel', 'ESCOT', '6x4', 299990]],
    ['Heavy Trucks'],
  ),
];

export const COLOURS_AU = [
  ['White', 30],
  ['Silver', 10],
  ['Grey', 14],
  ['Black', 14],
  ['Blue', 9],
  ['Red', 7],
  ['Green', 2],
  ['Bronze', 2],
  ['Orange', 1],
  ['Yellow', 1],
] as const;

export const COLOURS_US = [
  ['White', 26],
  ['Silver', 10],
  ['Gray', 16],
  ['Black', 18],
  ['Blue', 10],
  ['Red', 10],
  ['Green', 3],
  ['Brown', 2],
] as const;

export const FEATURES: Record<VehicleKind, string[]> = {
  car: [
    'Apple CarPlay',
    'Android Auto',
    'Reversing Camera',
    '360 Degree Camera',
    'Adaptive Cruise Control',
    'Autonomous Emergency Braking',
    'Blind Spot Monitor',
    'Lane Keep Assist',
    'Heated Seats',
    'Leather Seats',
    'Sunroof',
    'Satellite Navigation',
    'Keyless Entry',
    'Wireless Charging',
    'Tow Bar',
    'Roof Racks',
    'LED Headlights',
    'Power Tailgate',
  ],
  motorcycle: [
    'ABS',
    'Traction Control',
    'Quickshifter',
    'Cruise Control',
    'Heated Grips',
    'TFT Display',
    'Riding Modes',
    'Slipper Clutch',
    'Panniers',
    'LAMS Approved',
  ],
  caravan: [
    'Ensuite',
    'Solar Panels',
    'Lithium Battery',
    'Diesel Heater',
    'Air Conditioning',
    'Washing Machine',
    'Off Road Suspension',
    'Awning',
    'Outdoor Kitchen',
    'Bunks',
  ],
  truck: [
    'Air Conditioning',
    'Cruise Control',
    'Reversing Camera',
    'Exhaust Brake',
    'Tail Lift',
    'Air Suspension',
    'Sleeper Cab',
    'Bluetooth',
    'Telematics',
  ],
};

/** World manufacturer identifiers (first three VIN characters) per make; others get a generic one. */
export const WMI: Record<string, string> = {
  Toyota: 'JTM',
  Hyundai: 'KMH',
  Kia: 'KNA',
  Mazda: 'JM0',
  Ford: 'MPB',
  Mitsubishi: 'MMA',
  Nissan: 'JN1',
  Volkswagen: 'WVW',
  Subaru: 'JF1',
  Tesla: 'LRW',
  BYD: 'LGX',
  MG: 'LSJ',
  Isuzu: 'MPA',
  Honda: 'SHH',
  BMW: 'WBA',
  'Mercedes-Benz': 'W1K',
  GWM: 'LGW',
  Suzuki: 'JSA',
  Chevrolet: '1GC',
  Ram: '1C6',
  Jeep: '1C4',
};
