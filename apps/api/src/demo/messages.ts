// Demo brand messages: what Maison Aurèle, Atelier Nuit and Domaine Solène wrote to the demo owners, for
// whole collections and for single items, in English and French (one in English only, to show the
// fallback), some with a link, one with a picture; one is already read so the badges show a mix.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { storeMessagePicture } from '../modules/messages/message-picture';
import { messageTextColumns } from '../modules/messages/messages.repository';
import type { StorageProvider } from '../providers/storage/storage-provider';
import type { Tx } from '../db/client';
import { artworkSvg, renderSvg } from './art';
import { brandMessages, collections, items, messageReads } from '../db/schema';

interface DemoMessage {
  /** a collection's name, or one of demo owner 1's items by name */
  to: { collection: string } | { item: string };
  daysAgo: number;
  title: { en: string; fr?: string };
  body: { en: string; fr?: string };
  link?: string;
  picture?: boolean;
  /** already read by demo owner 1 on these items of theirs */
  seenOn?: string[];
}

export const demoMessages: DemoMessage[] = [
  {
    to: { collection: 'Heritage Chronographs' },
    daysAgo: 2,
    title: {
      en: 'Caring for your chronograph this winter',
      fr: 'Prendre soin de votre chronographe cet hiver',
    },
    body: {
      en: 'Cold and sudden changes of temperature are hard on a mechanical movement. Wind your chronograph every morning, even when you do not wear it, and keep it away from radiators. Before a trip to the mountains, our watchmakers will gladly check its water resistance, free of charge, in any of our boutiques.',
      fr: 'Le froid et les changements brusques de température éprouvent un mouvement mécanique. Remontez votre chronographe chaque matin, même lorsque vous ne le portez pas, et tenez-le à l’écart des radiateurs. Avant un séjour à la montagne, nos horlogers vérifient volontiers son étanchéité, gratuitement, dans chacune de nos boutiques.',
    },
    link: 'https://aurele.example/service',
  },
  {
    to: { collection: 'Grands Crus 2019' },
    daysAgo: 5,
    title: {
      en: 'The 2019 vintage is ready to open',
      fr: 'Le millésime 2019 est prêt à être ouvert',
    },
    body: {
      en: 'After five years in our cellar, the 2019 has found its balance: dark fruit, fine tannins, a long fresh finish. Open it an hour before dinner and serve it at 17 °C. If your bottles are kept at the Domaine, tell us when you would like them delivered.',
      fr: 'Après cinq ans dans notre chai, le 2019 a trouvé son équilibre : fruits noirs, tanins fins, une finale longue et fraîche. Ouvrez-le une heure avant le dîner et servez-le à 17 °C. Si vos bouteilles sont conservées au Domaine, dites-nous quand vous souhaitez les recevoir.',
    },
    link: 'https://solene.example/cave',
    picture: true,
  },
  {
    to: { collection: 'Midnight Runners' },
    daysAgo: 12,
    title: { en: 'Free resoling at the atelier', fr: 'Ressemelage offert à l’atelier' },
    body: {
      en: 'Every pair of Midnight Runners can be resoled once, free of charge, at Atelier Nuit Marais or SoHo. Bring your pair with this app open: we check its certificate and you leave with new soles within the week.',
      fr: 'Chaque paire de Midnight Runners peut être ressemelée une fois gratuitement, à l’Atelier Nuit Marais ou SoHo. Venez avec votre paire et cette application ouverte : nous vérifions son certificat et vous repartez avec des semelles neuves dans la semaine.',
    },
    seenOn: ['Runner 01 “Eclipse”'],
  },
  {
    to: { item: 'Chronographe 1931' },
    daysAgo: 1,
    title: {
      en: 'Your Chronographe 1931 is due for a service',
      fr: 'Votre Chronographe 1931 attend sa révision',
    },
    body: {
      en: 'Your chronograph was last serviced more than four years ago. We recommend a full service every five years to keep the calibre A-31 accurate. Book a visit to the Genève workshop from the app: the service takes about three weeks.',
      fr: 'La dernière révision de votre chronographe remonte à plus de quatre ans. Nous recommandons une révision complète tous les cinq ans pour préserver la précision du calibre A-31. Prenez rendez-vous à l’atelier de Genève depuis l’application : la révision prend environ trois semaines.',
    },
  },
  {
    to: { item: 'Cabas Riviera' },
    daysAgo: 8,
    title: {
      en: 'A care kit for your Cabas Riviera',
      fr: 'Un nécessaire d’entretien pour votre Cabas Riviera',
    },
    body: {
      en: 'Summer has left its mark on many of our totes. As the owner of a Cabas Riviera, you can collect a leather care kit, with nourishing balm and a cotton cloth, from any Maison Aurèle boutique until the end of the month.',
      fr: 'L’été a laissé sa marque sur bien de nos cabas. En tant que propriétaire d’un Cabas Riviera, vous pouvez retirer un nécessaire d’entretien du cuir, avec baume nourrissant et chiffon de coton, dans toutes les boutiques Maison Aurèle jusqu’à la fin du mois.',
    },
    link: 'https://aurele.example/service',
  },
  {
    to: { item: 'Composition No. 7' },
    daysAgo: 20,
    title: {
      en: 'Composition No. 7 in our Lyon exhibition',
      fr: 'Composition No. 7 dans notre exposition à Lyon',
    },
    body: {
      en: 'The original of your print will hang in "Nocturnes", our exhibition at the Lyon biennale from 12 March. As an owner of the edition, you are invited to the private view: show this message at the door.',
      fr: 'L’original de votre tirage sera exposé dans « Nocturnes », notre exposition à la biennale de Lyon à partir du 12 mars. En tant que propriétaire de l’édition, vous êtes invité au vernissage : présentez ce message à l’entrée.',
    },
    seenOn: ['Composition No. 7'],
  },
  {
    to: { item: 'Runner 02 “Aurora”' },
    daysAgo: 4,
    title: { en: 'Spare laces for Aurora' },
    body: {
      en: 'The reflective laces of the Aurora are now available on their own. Ask for them at the atelier with your pair’s certificate: the first set is on us.',
    },
  },
];

const DEMO_PICTURE_PALETTE = {
  bg: ['#efe4d6', '#6b2130'] as [string, string],
  main: '#4a0f1c',
  second: '#d9c7a3',
  accent: '#b08d3e',
};

/** Writes the demo messages (inside seedDemo's transaction, after the items). */
export async function seedDemoMessages(tx: Tx, storage: StorageProvider, ownerId: string, now: Date) {
  const collectionNames = demoMessages.flatMap((m) => ('collection' in m.to ? [m.to.collection] : []));
  const itemNames = demoMessages.flatMap((m) => ['item' in m.to ? m.to.item : '', ...(m.seenOn ?? [])]);
  const collectionRows = await tx
    .select({ id: collections.id, name: collections.name, clientId: collections.clientId })
    .from(collections)
    .where(inArray(collections.name, collectionNames));
  const itemRows = await tx
    .select({ id: items.id, name: items.name, clientId: collections.clientId })
    .from(items)
    .innerJoin(collections, eq(collections.id, items.collectionId))
    .where(and(eq(items.ownerId, ownerId), inArray(items.name, itemNames.filter(Boolean))));
  const find = <T extends { name: string }>(rows: T[], name: string): T => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`demo messages: no "${name}"`);
    return row;
  };

  for (const m of demoMessages) {
    const id = randomUUID();
    const target = 'collection' in m.to ? find(collectionRows, m.to.collection) : find(itemRows, m.to.item);
    let pictureKey: string | null = null;
    if (m.picture) {
      const png = await renderSvg(artworkSvg('bottle', DEMO_PICTURE_PALETTE, 4, 'Solène'));
      pictureKey = await storeMessagePicture(storage, id, png.toString('base64'));
    }
    const createdAt = new Date(now.getTime() - m.daysAgo * 86_400_000);
    await tx.insert(brandMessages).values({
      id,
      clientId: target.clientId,
      itemId: 'item' in m.to ? target.id : null,
      collectionId: 'collection' in m.to ? target.id : null,
      ...messageTextColumns(m),
      pictureKey,
      createdAt,
    });
    for (const name of m.seenOn ?? []) {
      await tx
        .insert(messageReads)
        .values({ userId: ownerId, itemId: find(itemRows, name).id, messageId: id, seenAt: createdAt });
    }
  }
}
