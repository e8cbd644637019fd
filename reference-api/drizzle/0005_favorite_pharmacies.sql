-- The customer's own pharmacies: 'make this my pharmacy' and the favourite filter of /pharmacies.
CREATE TABLE "favorite_pharmacies" (
	"user_id" integer NOT NULL,
	"pharmacy_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_pharmacies_user_id_pharmacy_id_pk" PRIMARY KEY("user_id","pharmacy_id")
);
--> statement-breakpoint
ALTER TABLE "favorite_pharmacies" ADD CONSTRAINT "favorite_pharmacies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_pharmacies" ADD CONSTRAINT "favorite_pharmacies_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE no action ON UPDATE no action;
