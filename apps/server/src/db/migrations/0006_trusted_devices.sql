CREATE TABLE "dispositivos_confiaveis" (
	"hash" text PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispositivos_confiaveis" ADD CONSTRAINT "dispositivos_confiaveis_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispositivos_usuario_idx" ON "dispositivos_confiaveis" USING btree ("id_usuario");