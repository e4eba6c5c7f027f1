// The demo catalogue: brands with their themes and stores, collections, and the demo owners' items.
import type { LocalizedAttribute, LocalizedText } from '@heirloom/contract';
import type { ArtKind, Palette } from './art';
import type { ThemeColours } from '../db/schema';
import { heirloomTheme } from '../modules/clients/clients.service';

/** A characteristic as the brand writes it in both languages: English label and value, then French. */
export type DemoAttribute = [labelEn: string, valueEn: string, labelFr: string, valueFr: string];

export const demoAttributes = (list: DemoAttribute[]): LocalizedAttribute[] =>
  list.map(([labelEn, valueEn, labelFr, valueFr]) => ({
    en: { label: labelEn, value: valueEn },
    fr: { label: labelFr, value: valueFr },
  }));

export interface DemoBrand {
  slug: string;
  name: string;
  host: string | null;
  isDefault: boolean;
  theme: ThemeColours;
  support: { email: string; phone: string; url: string };
  stores: {
    name: string;
    address: string;
    postalCode: string;
    city: string;
    country: string;
    phone: string;
    latitude: number;
    longitude: number;
    weekdays: [string, string];
    saturday?: [string, string];
  }[];
}

export interface DemoCollection {
  key: string;
  brand: string;
  name: string;
  /** the model's GTIN-14, under 0614141, the company prefix GS1 uses in its own examples (never a real brand's) */
  gtin: string;
  description: Required<LocalizedText>;
  kind: ArtKind;
  palette: Palette;
}

export interface DemoItem {
  collection: string;
  owner: 1 | 2;
  name: string;
  description: Required<LocalizedText>;
  serial: string;
  attributes: DemoAttribute[];
  palette?: Partial<Palette>;
  acquired: string;
  pendingMint?: boolean;
  rich?: boolean;
}

export const demoBrands: DemoBrand[] = [
  {
    slug: 'heirloom',
    name: 'Heirloom',
    host: null,
    isDefault: true,
    theme: heirloomTheme,
    support: { email: 'care@heirloom.example', phone: '+33100000000', url: 'https://heirloom.example/help' },
    stores: [],
  },
  {
    slug: 'maison-aurele',
    name: 'Maison Aurèle',
    host: 'aurele.localhost',
    isDefault: false,
    theme: {
      primary: '#17372b',
      onPrimary: '#fdf8ec',
      accent: '#b08d3e',
      background: '#f5f1e8',
      surface: '#ffffff',
      text: '#162019',
    },
    support: {
      email: 'service@aurele.example',
      phone: '+33142000001',
      url: 'https://aurele.example/service',
    },
    stores: [
      {
        name: 'Maison Aurèle Saint-Honoré',
        address: '214 rue Saint-Honoré',
        postalCode: '75001',
        city: 'Paris',
        country: 'FR',
        phone: '+33142000011',
        latitude: 48.8655,
        longitude: 2.3325,
        weekdays: ['10:00', '19:00'],
        saturday: ['11:00', '18:00'],
      },
      {
        name: 'Maison Aurèle Genève',
        address: '12 Quai du Mont-Blanc',
        postalCode: '1201',
        city: 'Genève',
        country: 'CH',
        phone: '+41225000012',
        latitude: 46.2094,
        longitude: 6.1486,
        weekdays: ['10:00', '18:30'],
      },
      {
        name: 'Maison Aurèle Ginza',
        address: '5-7-2 Ginza, Chuo-ku',
        postalCode: '104-0061',
        city: 'Tokyo',
        country: 'JP',
        phone: '+81335000013',
        latitude: 35.6717,
        longitude: 139.765,
        weekdays: ['11:00', '20:00'],
        saturday: ['11:00', '20:00'],
      },
    ],
  },
  {
    slug: 'atelier-nuit',
    name: 'Atelier Nuit',
    host: 'nuit.localhost',
    isDefault: false,
    theme: {
      primary: '#1b1f3b',
      onPrimary: '#ffffff',
      accent: '#e4674a',
      background: '#f3f3f7',
      surface: '#ffffff',
      text: '#15172a',
    },
    support: {
      email: 'hello@ateliernuit.example',
      phone: '+33153000002',
      url: 'https://ateliernuit.example/care',
    },
    stores: [
      {
        name: 'Atelier Nuit Marais',
        address: '38 rue de Turenne',
        postalCode: '75003',
        city: 'Paris',
        country: 'FR',
        phone: '+33153000021',
        latitude: 48.8589,
        longitude: 2.3645,
        weekdays: ['11:00', '20:00'],
        saturday: ['11:00', '20:00'],
      },
      {
        name: 'Atelier Nuit SoHo',
        address: '112 Greene Street',
        postalCode: '10012',
        city: 'New York',
        country: 'US',
        phone: '+12125550122',
        latitude: 40.7254,
        longitude: -73.9994,
        weekdays: ['11:00', '19:00'],
      },
    ],
  },
  {
    slug: 'domaine-solene',
    name: 'Domaine Solène',
    host: 'solene.localhost',
    isDefault: false,
    theme: {
      primary: '#5b1a2b',
      onPrimary: '#fff7f2',
      accent: '#c9a46a',
      background: '#f8f3ef',
      surface: '#ffffff',
      text: '#2a1217',
    },
    support: { email: 'cave@solene.example', phone: '+33556000003', url: 'https://solene.example/cave' },
    stores: [
      {
        name: 'Domaine Solène — Chai',
        address: '3 route des Châteaux',
        postalCode: '33250',
        city: 'Pauillac',
        country: 'FR',
        phone: '+33556000031',
        latitude: 45.1993,
        longitude: -0.7486,
        weekdays: ['09:30', '17:30'],
      },
    ],
  },
];

const gold: Palette = { bg: ['#2f5a47', '#0f2219'], main: '#c9a44c', second: '#3a2a1a', accent: '#f1e3b8' };
const leather: Palette = {
  bg: ['#efe6d6', '#c9b79a'],
  main: '#8a4b25',
  second: '#5e3016',
  accent: '#d8b26a',
};
const night: Palette = { bg: ['#2c3163', '#0e1024'], main: '#f2f2f2', second: '#2b2b2b', accent: '#e4674a' };
const gallery: Palette = {
  bg: ['#e9e6f1', '#bfbad3'],
  main: '#1b1f3b',
  second: '#e4674a',
  accent: '#f0c24b',
};
const wine: Palette = { bg: ['#7a2a3c', '#2a0c14'], main: '#1f2a1c', second: '#5b1a2b', accent: '#c9a46a' };

export const demoCollections: DemoCollection[] = [
  {
    key: 'chronographs',
    brand: 'maison-aurele',
    name: 'Heritage Chronographs',
    gtin: '00614141000012',
    description: {
      en: 'Hand-finished chronographs from the Aurèle workshop in the Vallée de Joux.',
      fr: 'Des chronographes achevés à la main dans l’atelier Aurèle de la Vallée de Joux.',
    },
    kind: 'watch',
    palette: gold,
  },
  {
    key: 'leather',
    brand: 'maison-aurele',
    name: 'Voyage Leather',
    gtin: '00614141000029',
    description: {
      en: 'Full-grain leather goods, stitched by hand in Paris.',
      fr: 'Une maroquinerie en cuir pleine fleur, cousue main à Paris.',
    },
    kind: 'bag',
    palette: leather,
  },
  {
    key: 'runners',
    brand: 'atelier-nuit',
    name: 'Midnight Runners',
    gtin: '00614141000036',
    description: {
      en: 'Numbered sneakers designed for the city after dark.',
      fr: 'Des sneakers numérotées, pensées pour la ville à la nuit tombée.',
    },
    kind: 'sneaker',
    palette: night,
  },
  {
    key: 'editions',
    brand: 'atelier-nuit',
    name: 'Gallery Editions',
    gtin: '00614141000043',
    description: {
      en: 'Signed limited prints from the Atelier Nuit studio.',
      fr: 'Des tirages signés en édition limitée, nés au studio de l’Atelier Nuit.',
    },
    kind: 'art',
    palette: gallery,
  },
  {
    key: 'grands-crus',
    brand: 'domaine-solene',
    name: 'Grands Crus 2019',
    gtin: '00614141000050',
    description: {
      en: 'A celebrated vintage, kept in the Domaine’s cellar until you call for it.',
      fr: 'Un millésime célébré, conservé dans la cave du Domaine jusqu’à ce que vous le réclamiez.',
    },
    kind: 'bottle',
    palette: wine,
  },
];

export const demoItems: DemoItem[] = [
  {
    collection: 'chronographs',
    owner: 1,
    name: 'Chronographe 1931',
    description: {
      en: 'A reissue of the 1931 Aurèle chronograph: 18k yellow gold case, hand-wound calibre A-31, sunburst green dial.',
      fr: 'La réédition du chronographe Aurèle de 1931, avec son boîtier en or jaune 18 carats, son calibre A-31 à remontage manuel et son cadran vert soleillé.',
    },
    serial: 'MA-CH-1931-0042',
    attributes: [
      ['Case', '18k yellow gold, 39 mm', 'Boîtier', 'Or jaune 18 carats, 39 mm'],
      ['Movement', 'Hand-wound calibre A-31', 'Mouvement', 'Calibre A-31 à remontage manuel'],
      ['Water resistance', '50 m', 'Étanchéité', '50 m'],
    ],
    acquired: '2024-03-10T15:20:00Z',
    rich: true,
  },
  {
    collection: 'chronographs',
    owner: 1,
    name: 'Tourbillon Nuit',
    description: {
      en: 'A flying tourbillon under a smoked sapphire dial.',
      fr: 'Un tourbillon volant sous un cadran en saphir fumé.',
    },
    serial: 'MA-TN-0007',
    attributes: [
      ['Case', 'Platinum, 41 mm', 'Boîtier', 'Platine, 41 mm'],
      [
        'Movement',
        'Automatic calibre A-77 with tourbillon',
        'Mouvement',
        'Calibre automatique A-77 à tourbillon',
      ],
    ],
    acquired: '2026-11-18T09:00:00Z',
    pendingMint: true,
    palette: { main: '#d9d9de', bg: ['#3b3f4a', '#111318'] },
  },
  {
    collection: 'chronographs',
    owner: 1,
    name: 'Lune Perpétuelle',
    description: {
      en: 'Perpetual calendar with a hand-engraved moon phase.',
      fr: 'Un quantième perpétuel et sa phase de lune gravée à la main.',
    },
    serial: 'MA-LP-0118',
    attributes: [
      ['Case', 'Rose gold, 40 mm', 'Boîtier', 'Or rose, 40 mm'],
      [
        'Complications',
        'Perpetual calendar, moon phase',
        'Complications',
        'Quantième perpétuel, phases de lune',
      ],
    ],
    acquired: '2025-05-02T10:00:00Z',
    palette: { main: '#d89a7a' },
  },
  {
    collection: 'chronographs',
    owner: 1,
    name: 'Pilote 42',
    description: {
      en: 'A pilot’s watch with a luminous dial and a titanium case.',
      fr: 'Une montre d’aviateur au cadran luminescent, dans un boîtier en titane.',
    },
    serial: 'MA-PI-4210',
    attributes: [
      ['Case', 'Titanium, 42 mm', 'Boîtier', 'Titane, 42 mm'],
      ['Movement', 'Automatic calibre A-20', 'Mouvement', 'Calibre automatique A-20'],
    ],
    acquired: '2025-09-21T14:00:00Z',
    palette: { main: '#9aa0a6', bg: ['#2b3440', '#0b0f14'] },
  },
  {
    collection: 'leather',
    owner: 1,
    name: 'Sac Voyageur 48h',
    description: {
      en: 'A weekend bag in cognac full-grain leather with brass hardware.',
      fr: 'Un sac de week-end en cuir pleine fleur cognac, aux garnitures en laiton.',
    },
    serial: 'MA-VO-48-0311',
    attributes: [
      ['Leather', 'Full-grain calf, cognac', 'Cuir', 'Veau pleine fleur, cognac'],
      ['Hardware', 'Solid brass', 'Garnitures', 'Laiton massif'],
    ],
    acquired: '2024-12-01T11:00:00Z',
  },
  {
    collection: 'leather',
    owner: 1,
    name: 'Pochette Soirée',
    description: { en: 'An evening clutch in black box calf.', fr: 'Une pochette du soir en veau box noir.' },
    serial: 'MA-PS-0092',
    attributes: [['Leather', 'Box calf, black', 'Cuir', 'Veau box, noir']],
    acquired: '2025-02-14T19:00:00Z',
    palette: { main: '#1f1f1f', second: '#0d0d0d', accent: '#c9a44c' },
  },
  {
    collection: 'leather',
    owner: 1,
    name: 'Cabas Riviera',
    description: { en: 'A summer tote in racing-green leather.', fr: 'Un cabas d’été en cuir vert anglais.' },
    serial: 'MA-CR-0410',
    attributes: [['Leather', 'Grained calf, green', 'Cuir', 'Veau grainé, vert']],
    acquired: '2026-06-20T10:00:00Z',
    palette: { main: '#23563f', second: '#143325' },
  },
  {
    collection: 'runners',
    owner: 1,
    name: 'Runner 01 “Eclipse”',
    description: {
      en: 'Black-and-white runner, numbered edition of 500.',
      fr: 'Une sneaker noir et blanc, en édition numérotée à 500 exemplaires.',
    },
    serial: 'AN-R01-0137',
    attributes: [
      ['Edition', '137 / 500', 'Édition', '137 / 500'],
      ['Size', 'EU 42', 'Pointure', 'EU 42'],
    ],
    acquired: '2025-10-03T17:00:00Z',
  },
  {
    collection: 'runners',
    owner: 1,
    name: 'Runner 02 “Aurora”',
    description: {
      en: 'Runner in aurora gradients, reflective details.',
      fr: 'Une sneaker aux dégradés d’aurore boréale, rehaussée de détails réfléchissants.',
    },
    serial: 'AN-R02-0021',
    attributes: [
      ['Edition', '21 / 300', 'Édition', '21 / 300'],
      ['Size', 'EU 42', 'Pointure', 'EU 42'],
    ],
    acquired: '2026-01-09T12:00:00Z',
    palette: { main: '#7fd1c2', accent: '#b38cf2' },
  },
  {
    collection: 'runners',
    owner: 1,
    name: 'High-top “Nocturne”',
    description: { en: 'A high-top in midnight suede.', fr: 'Une sneaker montante en daim bleu nuit.' },
    serial: 'AN-HN-0260',
    attributes: [
      ['Edition', '260 / 400', 'Édition', '260 / 400'],
      ['Size', 'EU 42.5', 'Pointure', 'EU 42,5'],
    ],
    acquired: '2026-04-11T16:00:00Z',
    palette: { main: '#2a2f5c', accent: '#f0c24b' },
  },
  {
    collection: 'editions',
    owner: 1,
    name: 'Composition No. 7',
    description: {
      en: 'A signed giclée print on cotton paper, 70 × 90 cm.',
      fr: 'Un tirage giclée signé, sur papier coton, 70 × 90 cm.',
    },
    serial: 'AN-GE-07-012',
    attributes: [
      ['Edition', '12 / 50', 'Édition', '12 / 50'],
      ['Format', '70 × 90 cm', 'Format', '70 × 90 cm'],
    ],
    acquired: '2025-03-30T10:00:00Z',
  },
  {
    collection: 'editions',
    owner: 1,
    name: 'Étude en bleu',
    description: {
      en: 'A study in blues, signed and numbered.',
      fr: 'Une étude en camaïeu de bleus, signée et numérotée.',
    },
    serial: 'AN-GE-EB-004',
    attributes: [
      ['Edition', '4 / 25', 'Édition', '4 / 25'],
      ['Format', '50 × 70 cm', 'Format', '50 × 70 cm'],
    ],
    acquired: '2025-11-12T10:00:00Z',
    palette: { main: '#2f5fbf', second: '#9cc3f5', accent: '#14213d' },
  },
  {
    collection: 'grands-crus',
    owner: 1,
    name: 'Grand Cru 2019 — Magnum',
    description: {
      en: 'A magnum of the 2019 Grand Cru, stored in the Domaine’s cellar.',
      fr: 'Un magnum du Grand Cru 2019, conservé dans la cave du Domaine.',
    },
    serial: 'DS-GC19-M-0088',
    attributes: [
      ['Volume', '1.5 L', 'Contenance', '1,5 L'],
      ['Storage', 'Domaine cellar, Pauillac', 'Conservation', 'Cave du Domaine, Pauillac'],
    ],
    acquired: '2024-06-15T10:00:00Z',
  },
  {
    collection: 'grands-crus',
    owner: 1,
    name: 'Réserve 2019',
    description: { en: 'The Réserve cuvée of 2019.', fr: 'La cuvée Réserve du millésime 2019.' },
    serial: 'DS-RE19-0412',
    attributes: [['Volume', '75 cl', 'Contenance', '75 cl']],
    acquired: '2025-07-01T10:00:00Z',
    palette: { second: '#3b1020' },
  },
  {
    collection: 'chronographs',
    owner: 2,
    name: 'Pilote 38',
    description: { en: 'The Pilote in a 38 mm steel case.', fr: 'La Pilote, en boîtier acier de 38 mm.' },
    serial: 'MA-PI-3803',
    attributes: [['Case', 'Steel, 38 mm', 'Boîtier', 'Acier, 38 mm']],
    acquired: '2025-08-08T10:00:00Z',
    palette: { main: '#b8bcc2' },
  },
  {
    collection: 'runners',
    owner: 2,
    name: 'Runner 01 “Eclipse”',
    description: {
      en: 'Black-and-white runner, numbered edition of 500.',
      fr: 'Une sneaker noir et blanc, en édition numérotée à 500 exemplaires.',
    },
    serial: 'AN-R01-0388',
    attributes: [
      ['Edition', '388 / 500', 'Édition', '388 / 500'],
      ['Size', 'EU 39', 'Pointure', 'EU 39'],
    ],
    acquired: '2025-10-05T10:00:00Z',
  },
  {
    collection: 'grands-crus',
    owner: 2,
    name: 'Réserve 2019',
    description: { en: 'The Réserve cuvée of 2019.', fr: 'La cuvée Réserve du millésime 2019.' },
    serial: 'DS-RE19-0977',
    attributes: [['Volume', '75 cl', 'Contenance', '75 cl']],
    acquired: '2025-12-24T10:00:00Z',
  },
  {
    collection: 'editions',
    owner: 2,
    name: 'Composition No. 9',
    description: {
      en: 'A signed giclée print on cotton paper.',
      fr: 'Un tirage giclée signé, sur papier coton.',
    },
    serial: 'AN-GE-09-031',
    attributes: [['Edition', '31 / 50', 'Édition', '31 / 50']],
    acquired: '2026-02-02T10:00:00Z',
    palette: { main: '#e4674a', second: '#1b1f3b' },
  },
];
