-- People a unit authorises to collect its parcels (issue 32 item 4, decision 122): a flag and an optional last day
-- on the visitor's link to the unit.
ALTER TABLE "visitante_unidades" ADD COLUMN "retira_encomendas" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visitante_unidades" ADD COLUMN "retira_ate" date;
