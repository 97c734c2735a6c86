-- The VIP programme's benefits become a content block (docs/decisions/0246): written in the page
-- until now, with promises the shop did not keep (delivery offered whatever the amount, which the
-- checkout charges; a birthday gift, though no birthday is asked). A shop that started before gets
-- the sample's three benefits, as a new shop does; the owner rewrites them in the Contenu tab.
-- Written by `npm exec tsx scripts/content-seed-sql.ts vip`.
INSERT INTO "shop_content" ("block", "value", "sample") VALUES
('vip', '"## Avant-premières\n\nNos éditions limitées et nos nouvelles collections vous sont annoncées avant tout le monde.\n\n## Ventes privées\n\nDes codes promo réservés aux membres, envoyés par e-mail ou par SMS.\n\n## Conseil personnalisé\n\nUne question de taille ou d’assortiment ? Nous vous répondons sur WhatsApp, avant et après votre commande."'::jsonb, true)
ON CONFLICT ("block") DO NOTHING;
