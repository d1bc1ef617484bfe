ALTER TABLE "condominios" ADD COLUMN "comprovante_retirada" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "correspondencias" ADD COLUMN "valiosa" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "retiradas" ADD COLUMN "hash_assinatura" text;--> statement-breakpoint
ALTER TABLE "retiradas" ADD COLUMN "hash_foto" text;