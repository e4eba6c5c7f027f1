// Version 1 of Heirloom's terms and conditions and privacy policy, in English and French. Not only demo
// data: every database needs them (the app blocks on their acceptance), so they are written at start when
// the legal_documents table is empty; later versions are published with `npm run legal -- publish …`.
import type { Language, LegalType } from '@heirloom/contract';
import type { Db } from '../../db/client';
import { LegalRepository } from './legal.repository';

interface LegalText {
  type: LegalType;
  language: Language;
  title: string;
  body: string;
}

const termsEn = `These terms govern your use of Heirloom, the app in which you keep the certificates of authenticity of the items you bought from the brands that work with us. By accepting them you agree to use the service as described here.

## What Heirloom does

For each item a brand registers for you, Heirloom keeps a digital certificate (a "digital twin") that proves the item is genuine and records its history: when it was made, who held it, its repairs. In the app you can see your items, send them to someone else, ask the brand for a repair, declare an item lost or stolen, and read the messages the brand writes to you about your items.

## Signing in

You sign in with your mobile phone number. Each time, we send you a one-time code by SMS; it is valid for five minutes. Keep your phone and its SIM card safe: whoever can read your text messages can open your account. Some actions, such as sending items or deleting your account, ask for a new code to confirm that it is really you.

## Custody of your certificates

The certificates are held for you by Heirloom, at an address attached to your account: you do not need a wallet of your own. When you send an item to another phone number, its certificate moves to that person's account. When you send it to an outside address, it leaves our custody and we can no longer recover it for you. The physical item stays in your hands: handing it over is up to you.

## Using the service fairly

Only declare an item lost or stolen if it truly is. Do not use the app to mislead a buyer, to harass someone, or to try to reach accounts or data that are not yours. We may suspend an account that breaks these rules. The brands are responsible for the messages they write to you and for the repairs they carry out.

## Changes to these terms

When we change these terms, we publish a new version and the app asks you to read and accept it before you go on. The versions you accepted, and when, are recorded.

## Ending your account

You can delete your account at any time in Settings. Your personal data is then erased. The certificates of the items you still hold stay in custody for your phone number, so that they come back to you if you sign up again with the same number.

## Contact

For any question about these terms, write to care@heirloom.example.`;

const termsFr = `Ces conditions encadrent votre utilisation d’Heirloom, l’application dans laquelle vous conservez les certificats d’authenticité des objets achetés auprès des marques qui travaillent avec nous. En les acceptant, vous vous engagez à utiliser le service comme décrit ici.

## Ce que fait Heirloom

Pour chaque objet qu’une marque enregistre pour vous, Heirloom conserve un certificat numérique (un «\u00a0jumeau numérique\u00a0») qui prouve l’authenticité de l’objet et garde son histoire\u00a0: sa fabrication, ses détenteurs successifs, ses réparations. Dans l’application, vous pouvez consulter vos objets, les transmettre à quelqu’un, demander une réparation à la marque, déclarer un objet perdu ou volé et lire les messages que la marque vous écrit au sujet de vos objets.

## Connexion

Vous vous connectez avec votre numéro de téléphone mobile. À chaque connexion, nous vous envoyons par SMS un code à usage unique, valable cinq minutes. Gardez votre téléphone et sa carte SIM en sécurité\u00a0: quiconque peut lire vos SMS peut ouvrir votre compte. Certaines actions, comme l’envoi d’objets ou la suppression du compte, demandent un nouveau code pour confirmer que c’est bien vous.

## Garde de vos certificats

Heirloom conserve les certificats pour vous, à une adresse rattachée à votre compte\u00a0: vous n’avez pas besoin de portefeuille personnel. Lorsque vous envoyez un objet à un autre numéro de téléphone, son certificat passe sur le compte de cette personne. Lorsque vous l’envoyez à une adresse extérieure, il quitte notre garde et nous ne pouvons plus le récupérer pour vous. L’objet physique reste entre vos mains\u00a0: c’est à vous de le remettre.

## Bon usage du service

Ne déclarez un objet perdu ou volé que s’il l’est réellement. N’utilisez pas l’application pour tromper un acheteur, importuner quelqu’un ou tenter d’accéder à des comptes ou à des données qui ne sont pas les vôtres. Nous pouvons suspendre un compte qui enfreint ces règles. Les marques sont responsables des messages qu’elles vous adressent et des réparations qu’elles effectuent.

## Modification des conditions

Lorsque nous modifions ces conditions, nous publions une nouvelle version et l’application vous demande de la lire et de l’accepter avant de continuer. Les versions que vous avez acceptées, et leur date, sont enregistrées.

## Fin de votre compte

Vous pouvez supprimer votre compte à tout moment depuis les Réglages. Vos données personnelles sont alors effacées. Les certificats des objets que vous détenez encore restent sous notre garde pour votre numéro de téléphone, afin de vous revenir si vous vous inscrivez de nouveau avec ce même numéro.

## Contact

Pour toute question sur ces conditions, écrivez à care@heirloom.example.`;

const privacyEn = `This policy explains which personal data Heirloom keeps about you, why, for how long, and how you can have it erased.

## What we keep

Your mobile phone number, which is how you sign in; your language and notification settings; your e-mail address, if you give one and confirm it; the items you hold and their history; the photos you add to them (we strip their metadata, such as location, when you upload them); your repair requests; which brand messages you have read; and the versions of these texts you accepted. To keep accounts safe we also record sign-in attempts and the network address they came from.

## Why we keep it

To sign you in and keep your session open; to show you your items and let you send, repair or protect them; to tell you by SMS, e-mail or notification when something happens to one of your items; and to protect the service against fraud and abuse. We do not sell your data and we do not use it for advertising.

## Who sees it

The brand of an item sees that item, its history and the repair requests you send it; it never sees your phone number. When you send an item, the recipient sees only a masked form of your number. Our SMS and e-mail providers receive the messages they deliver for us, and nothing more.

## How long we keep it

Sign-in codes are valid for five minutes and are stored only in a scrambled form. A session ends after 30 days without use. Your account data is kept as long as your account exists. Security records are kept no longer than needed to protect the service, and at most twelve months.

## Deleting your account

When you delete your account in Settings, your phone number, e-mail address, settings, sessions and private photos are erased. The certificates of your items stay in custody under a one-way code derived from your phone number, so that they come back to you if you sign up again with the same number.

## Your rights

You may ask to see, correct or erase your data, or to receive a copy of it, by writing to care@heirloom.example. If you think we have not respected your rights, you may complain to your data protection authority (in France, the CNIL).`;

const privacyFr = `Cette politique explique quelles données personnelles Heirloom conserve à votre sujet, pourquoi, combien de temps, et comment les faire effacer.

## Ce que nous conservons

Votre numéro de téléphone mobile, qui vous sert à vous connecter\u00a0; votre langue et vos préférences de notification\u00a0; votre adresse e-mail, si vous en indiquez une et la confirmez\u00a0; les objets que vous détenez et leur histoire\u00a0; les photos que vous y ajoutez (nous en retirons les métadonnées, comme la localisation, dès leur envoi)\u00a0; vos demandes de réparation\u00a0; les messages des marques que vous avez lus\u00a0; et les versions de ces textes que vous avez acceptées. Pour protéger les comptes, nous enregistrons aussi les tentatives de connexion et l’adresse réseau d’où elles proviennent.

## Pourquoi nous les conservons

Pour vous connecter et garder votre session ouverte\u00a0; pour vous montrer vos objets et vous permettre de les transmettre, de les faire réparer ou de les protéger\u00a0; pour vous prévenir par SMS, e-mail ou notification lorsqu’il arrive quelque chose à l’un de vos objets\u00a0; et pour protéger le service contre la fraude et les abus. Nous ne vendons pas vos données et ne les utilisons pas à des fins publicitaires.

## Qui les voit

La marque d’un objet voit cet objet, son histoire et les demandes de réparation que vous lui adressez\u00a0; elle ne voit jamais votre numéro de téléphone. Lorsque vous envoyez un objet, le destinataire ne voit qu’une forme masquée de votre numéro. Nos prestataires de SMS et d’e-mail reçoivent les messages qu’ils distribuent pour nous, et rien de plus.

## Combien de temps

Les codes de connexion sont valables cinq minutes et ne sont conservés que sous une forme brouillée. Une session prend fin après 30\u00a0jours sans utilisation. Les données de votre compte sont conservées tant que votre compte existe. Les traces de sécurité ne sont gardées que le temps nécessaire à la protection du service, et douze mois au plus.

## Suppression de votre compte

Lorsque vous supprimez votre compte depuis les Réglages, votre numéro de téléphone, votre adresse e-mail, vos préférences, vos sessions et vos photos privées sont effacés. Les certificats de vos objets restent sous notre garde, associés à un code irréversible tiré de votre numéro de téléphone, afin de vous revenir si vous vous inscrivez de nouveau avec ce même numéro.

## Vos droits

Vous pouvez demander à consulter, corriger ou effacer vos données, ou à en recevoir une copie, en écrivant à care@heirloom.example. Si vous estimez que vos droits n’ont pas été respectés, vous pouvez adresser une réclamation à l’autorité de protection des données (en France, la CNIL).`;

/** Version 1 of each document, in each language. */
export const legalTextsV1: LegalText[] = [
  { type: 'termsAndConditions', language: 'en', title: 'Terms and conditions', body: termsEn },
  {
    type: 'termsAndConditions',
    language: 'fr',
    title: 'Conditions générales d’utilisation',
    body: termsFr,
  },
  { type: 'privacyPolicy', language: 'en', title: 'Privacy policy', body: privacyEn },
  { type: 'privacyPolicy', language: 'fr', title: 'Politique de confidentialité', body: privacyFr },
];

/**
 * Writes version 1 of the legal documents when there are none. Safe when several instances start at
 * once: a document already written by another is skipped on the unique (type, version, language) index.
 * Answers how many documents were written.
 */
export async function seedLegalDocuments(db: Db, now: Date): Promise<number> {
  const repo = new LegalRepository(db);
  if (!(await repo.isEmpty())) return 0;
  return repo.insertIfAbsent(legalTextsV1.map((t) => ({ ...t, version: 1, publishedAt: now })));
}
