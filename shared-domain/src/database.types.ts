// Generated from supabase/migrations by `npm run gen:types` (@supabase/postgrest-typegen,
// the engine of `supabase gen types typescript`). Do not edit: change a migration and regenerate.

export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "13"
  }
  public: {
    Tables: {
      bank_connections: {
        Row: {
          account_last4: string
          account_type: string
          bank_name: string
          connected_at: string
          connected_by: string | null
          id: string
          is_default: boolean
        }
        Insert: {
          account_last4: string
          account_type: string
          bank_name: string
          connected_at?: string
          connected_by?: string | null
          id?: string
          is_default?: boolean
        }
        Update: {
          account_last4?: string
          account_type?: string
          bank_name?: string
          connected_at?: string
          connected_by?: string | null
          id?: string
          is_default?: boolean
        }
        Relationships: []
      }
      change_history: {
        Row: {
          action: string
          actor_id: string | null
          actor_name: string | null
          changed_at: string
          changes: NonNullable<Json>
          id: number
          record_id: string | null
          record_label: string | null
          table_name: string
        }
        Insert: {
          action: string
          actor_id?: string | null
          actor_name?: string | null
          changed_at?: string
          changes?: NonNullable<Json>
          id?: never
          record_id?: string | null
          record_label?: string | null
          table_name: string
        }
        Update: {
          action?: string
          actor_id?: string | null
          actor_name?: string | null
          changed_at?: string
          changes?: NonNullable<Json>
          id?: never
          record_id?: string | null
          record_label?: string | null
          table_name?: string
        }
        Relationships: []
      }
      communications: {
        Row: {
          communication_type: string
          created_at: string
          created_by: string | null
          customer_id: string | null
          delivered_at: string | null
          delivery_error: string | null
          delivery_status: string | null
          direction: string
          duration_minutes: number | null
          id: string
          message: string
          occurred_at: string
          read_status: boolean
          subject: string | null
          vehicle_id: string | null
        }
        Insert: {
          communication_type?: string
          created_at?: string
          created_by?: string | null
          customer_id?: string | null
          delivered_at?: string | null
          delivery_error?: string | null
          delivery_status?: string | null
          direction: string
          duration_minutes?: number | null
          id?: string
          message: string
          occurred_at?: string
          read_status?: boolean
          subject?: string | null
          vehicle_id?: string | null
        }
        Update: {
          communication_type?: string
          created_at?: string
          created_by?: string | null
          customer_id?: string | null
          delivered_at?: string | null
          delivery_error?: string | null
          delivery_status?: string | null
          direction?: string
          duration_minutes?: number | null
          id?: string
          message?: string
          occurred_at?: string
          read_status?: boolean
          subject?: string | null
          vehicle_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "communications_customer_id_fkey"
            columns: ["customer_id"]
            referencedRelation: "customer_directory"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "communications_customer_id_fkey"
            columns: ["customer_id"]
            referencedRelation: "customers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "communications_vehicle_id_fkey"
            columns: ["vehicle_id"]
            referencedRelation: "vehicle_directory"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "communications_vehicle_id_fkey"
            columns: ["vehicle_id"]
            referencedRelation: "vehicle_export_files"
            referencedColumns: ["vehicle_id"]
          },
          {
            foreignKeyName: "communications_vehicle_id_fkey"
            columns: ["vehicle_id"]
            referencedRelation: "vehicle_inventory_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "communications_vehicle_id_fkey"
            columns: ["vehicle_id"]
            referencedRelation: "vehicles"
            referencedColumns: ["id"]
          },
        ]
      }
      containers: {
        Row: {
          capacity: number
          container_number: string
          container_type: string
          created_at: string
          id: string
          location: string | null
          shipment_id: string | null
          status: string
          updated_at: string
        }
        Insert: {
          capacity?: number
          container_number: string
          container_type: string
          created_at?: string
          id?: string
          location?: string | null
          shipment_id?: string | null
          status?: string
          updated_at?: string
        }
        Update: {
          capacity?: number
          container_number?: string
          container_type?: string
          created_at?: string
          id?: string
          location?: string | null
          shipment_id?: string | null
          status?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "containers_shipment_id_fkey"
            columns: ["shipment_id"]
            referencedRelation: "shipment_export_readiness"
            referencedColumns: ["shipment_id"]
          },
          {
            foreignKeyName: "containers_shipment_id_fkey"
            columns: ["shipment_id"]
            referencedRelation: "shipments"
            referencedColumns: ["id"]
          },
        ]
      }
      customers: {
        Row: {
          address_line1: string | null
          city: string | null
          company_name: string | null
          created_at: string
          customer_type: string
          email: string | null
          first_name: string
          id: string
          last_name: string
          notes: string | null
          phone: string | null
          postal_code: string | null
          province: string | null
          total_purchases: number
          updated_at: string
          user_id: string | null
        }
        Insert: {
          address_line1?: string | null
          city?: string | null
          company_name?: string | null
          created_at?: string
          customer_type?: string
          email?: string | null
          first_name: string
          id?: string
          last_name: string
          notes?: string | null
          phone?: string | null
          postal_code?: string | null
          province?: string | null
          total_purchases?: number
          updated_at?: string
          user_id?: string | null
        }
        Update: {
          address_line1?: string | null
          city?: string | null
          company_name?: string | null
          created_at?: string
          customer_type?: string
          email?: string | null
          first_name?: string
          id?: string
          last_name?: string
          notes?: string | null
          phone?: string | null
          postal_code?: string | null
          province?: string | null
          total_purchases?: number
          updated_at?: string
          user_id?: string | null
        }
        Relationships: []
      }
      demo_account_ledger: {
        Row: {
          created_at: string
          email: string
          user_id: string
        }
        Insert: {
          created_at?: string
          email: string
          user_id: string
        }
        Update: {
          created_at?: string
          email?: string
          user_id?: string
        }
        Relationships: []
      }
      document_files: {
        Row: {
          document_id: string
          document_number: string | null
          expiry_date: string | null
          file_name: string
          file_size: number
          id: string
          issue_date: string | null
          mime_type: string
          object_path: string
          uploaded_at: string
          uploaded_by: string | null
          version: number
        }
        Insert: {
          document_id: string
          document_number?: string | null
          expiry_date?: string | null
          file_name: string
          file_size: number
          id?: string
          issue_date?: string | null
          mime_type: string
          object_path: string
          uploaded_at?: string
          uploaded_by?: string | null
          version: number
        }
        Update: {
          document_id?: string
          document_number?: string | null
          expiry_date?: string | null
          file_name?: string
          file_size?: number
          id?: string
          issue_date?: string | null
          mime_type?: string
          object_path?: string
          uploaded_at?: string
          uploaded_by?: string | null
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "document_files_document_id_fkey"
            columns: ["document_id"]
            referencedRelation: "documents"
            referencedColumns: ["id"]
          },
        ]
      }
      documents: {
        Row: {
          created_at: string
          customer_id: string | null
          document_name: string
          document_number: string | null
          document_type: string
          expiry_date: string | null
          file_name: string | null
          file_path: string | null
          file_size: number | null
          id: string
          issue_date: string | null
          mime_type: string | null
          notes: string | null
          renewal_reminder: string | null
          shipment_id: string | null
          updated_at: string
          vehicle_id: string | null
        }
        Insert: {
          created_at?: string
          customer_id?: string | null
          document_name: string
          document_number?: string | null
          document_type: string
          expiry_date?: string | null
          file_name?: string | null
          file_path?: string | null
          file_size?: number | null
          id?: string
          issue_date?: string | null
          mime_type?: string | null
          notes?: string | null
          renewal_reminder?: string | null
          shipment_id?: string | null
          updated_at?: string
          vehicle_id?: string | null
        }
        Update: {
          created_at?: string
          customer_id?: string | null
          document_name?: string
          document_number?: string | null
          document_type?: string
          expiry_date?: string | null
          file_name?: string | null
          file_path?: string | null
          file_size?: number | null
          id?: string
          issue_date?: string | null
          mime_type?: string | null
          notes?: string | null
          renewal_reminder?: string | null
          shipment_id?: string | null
          updated_at?: string
          vehicle_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "documents_customer_id_fkey"
            columns: ["customer_id"]
            referencedRelation: "customer_directory"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "documents_customer_id_fkey"
            columns: ["customer_id"]
            referencedRelation: "customers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "documents_shipment_id_fkey"
            columns: ["shipment_id"]
            referencedRelation: "shipment_export_readiness"
            referencedColumns: ["shipment_id"]
          },
          {
            foreignKeyName: "documents_shipment_id_fkey"
            columns: ["shipment_id"]
            referencedRelation: "shipments"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "documents_vehicle_id_fkey"
            columns: ["vehicle_id"]
            referencedRelation: "vehicle_directory"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "documents_vehicle_id_fkey"
            columns: ["vehicle_id"]
            referencedRelation: "vehicle_export_files"
            referencedColumns: ["vehicle_id"]
          },
          {
            foreignKeyName: "documents_vehicle_id_fkey"
            columns: ["vehicle_id"]
            referencedRelation: "vehicle_inventory_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "documents_vehicle_id_fkey"
            columns: ["vehicle_id"]
            referencedRelation: "vehicles"
            referencedColumns: ["id"]
          },
        ]
      }
      export_file_requirements: {
        Row: {
          document_types: string[]
          label: string
          position: number
          requirement: string
        }
        Insert: {
          document_types: string[]
          label: string
          position: number
          requirement: string
        }
        Update: {
          document_types?: string[]
          label?: string
          position?: number
          requirement?: string
        }
        Relationships: []
      }
      notification_preferences: {
        Row: {
          email: boolean
          kind: string
          user_id: string
        }
        Insert: {
          email: boolean
          kind: string
          user_id?: string
        }
        Update: {
          email?: boolean
          kind?: string
          user_id?: string
        }
        Relationships: []
      }
      notifications: {
        Row: {
          body: string
          created_at: string
          id: string
          kind: string
          link: string | null
          read_at: string | null
          title: string
          user_id: string
        }
        Insert: {
          body?: string
          created_at?: string
          id?: string
          kind: string
          link?: string | null
          read_at?: string | null
          title: string
          user_id: string
        }
        Update: {
          body?: string
          created_at?: string
          id?: string
          kind?: string
          link?: string | null
          read_at?: string | null
          title?: string
          user_id?: string
        }
        Relationships: []
      }
      outbox: {
        Row: {
          attempts: number
          body_html: string
          body_text: string
          claim: string | null
          communication_id: string | null
          created_at: string
          id: string
          kind: string
          last_error: string | null
          link: string | null
          locked_until: string | null
          message_id: string
          next_attempt_at: string
          notification_id: string | null
          recipient: string
          recipient_name: string
          reply_to: string | null
          sender_name: string
          sent_at: string | null
          status: string
          subject: string
          to_customer: boolean
          updated_at: string
        }
        Insert: {
          attempts?: number
          body_html: string
          body_text: string
          claim?: string | null
          communication_id?: string | null
          created_at?: string
          id?: string
          kind: string
          last_error?: string | null
          link?: string | null
          locked_until?: string | null
          message_id: string
          next_attempt_at?: string
          notification_id?: string | null
          recipient: string
          recipient_name?: string
          reply_to?: string | null
          sender_name: string
          sent_at?: string | null
          status?: string
          subject: string
          to_customer: boolean
          updated_at?: string
        }
        Update: {
          attempts?: number
          body_html?: string
          body_text?: string
          claim?: string | null
          communication_id?: string | null
          created_at?: string
          id?: string
          kind?: string
          last_error?: string | null
          link?: string | null
          locked_until?: string | null
          message_id?: string
          next_attempt_at?: string
          notification_id?: string | null
          recipient?: string
          recipient_name?: string
          reply_to?: string | null
          sender_name?: string
          sent_at?: string | null
          status?: string
          subject?: string
          to_customer?: boolean
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "outbox_notification_id_fkey"
            columns: ["notification_id"]
            referencedRelation: "notifications"
            referencedColumns: ["id"]
          },
        ]
      }
      profiles: {
        Row: {
          company: string | null
          created_at: string
          email: string | null
          first_name: string | null
          id: string
          last_name: string | null
          phone: string | null
          role: string
          updated_at: string
          user_id: string
        }
        Insert: {
          company?: string | null
          created_at?: string
          email?: string | null
          first_name?: string | null
          id?: string
          last_name?: string | null
          phone?: string | null
          role?: string
          updated_at?: string
          user_id: string
        }
        Update: {
          company?: string | null
          created_at?: string
          email?: string | null
          first_name?: string | null
          id?: string
          last_name?: string | null
          phone?: string | null
          role?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      settings: {
        Row: {
          auto_shipment_tracking: boolean
          client_messages_per_hour: number
          company_address: string
          company_email: string
          company_name: string
          company_phone: string
          customs_lead_time_hours: number
          default_currency: string
          default_shipping_cost: number
          email_notifications: boolean
          id: boolean
          maintenance_mode: boolean
          sms_notifications: boolean
          system_backups: boolean
          tax_rate: number
          updated_at: string
        }
        Insert: {
          auto_shipment_tracking?: boolean
          client_messages_per_hour?: number
          company_address?: string
          company_email?: string
          company_name?: string
          company_phone?: string
          customs_lead_time_hours?: number
          default_currency?: string
          default_shipping_cost?: number
          email_notifications?: boolean
          id?: boolean
          maintenance_mode?: boolean
          sms_notifications?: boolean
          system_backups?: boolean
          tax_rate?: number
          updated_at?: string
        }
        Update: {
          auto_shipment_tracking?: boolean
          client_messages_per_hour?: number
          company_address?: string
          company_email?: string
          company_name?: string
          company_phone?: string
          customs_lead_time_hours?: number
          default_currency?: string
          default_shipping_cost?: number
          email_notifications?: boolean
          id?: boolean
          maintenance_mode?: boolean
          sms_notifications?: boolean
          system_backups?: boolean
          tax_rate?: number
          updated_at?: string
        }
        Relationships: []
      }
      shipment_vehicles: {
        Row: {
          active: boolean
          added_at: string
          shipment_id: string
          vehicle_id: string
        }
        Insert: {
          active?: boolean
          added_at?: string
          shipment_id: string
          vehicle_id: string
        }
        Update: {
          active?: boolean
          added_at?: string
          shipment_id?: string
          vehicle_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "shipment_vehicles_shipment_id_fkey"
            columns: ["shipment_id"]
            referencedRelation: "shipment_export_readiness"
            referencedColumns: ["shipment_id"]
          },
          {
            foreignKeyName: "shipment_vehicles_shipment_id_fkey"
            columns: ["shipment_id"]
            referencedRelation: "shipments"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "shipment_vehicles_vehicle_id_fkey"
            columns: ["vehicle_id"]
            referencedRelation: "vehicle_directory"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "shipment_vehicles_vehicle_id_fkey"
            columns: ["vehicle_id"]
            referencedRelation: "vehicle_export_files"
            referencedColumns: ["vehicle_id"]
          },
          {
            foreignKeyName: "shipment_vehicles_vehicle_id_fkey"
            columns: ["vehicle_id"]
            referencedRelation: "vehicle_inventory_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "shipment_vehicles_vehicle_id_fkey"
            columns: ["vehicle_id"]
            referencedRelation: "vehicles"
            referencedColumns: ["id"]
          },
        ]
      }
      shipments: {
        Row: {
          actual_arrival: string | null
          actual_departure: string | null
          booking_number: string | null
          created_at: string
          customer_id: string | null
          destination_port: string | null
          estimated_arrival: string | null
          estimated_departure: string | null
          id: string
          origin_port: string | null
          shipment_number: string
          shipping_cost: number | null
          status: string
          total_cost: number | null
          updated_at: string
          vessel_name: string | null
          voyage_number: string | null
        }
        Insert: {
          actual_arrival?: string | null
          actual_departure?: string | null
          booking_number?: string | null
          created_at?: string
          customer_id?: string | null
          destination_port?: string | null
          estimated_arrival?: string | null
          estimated_departure?: string | null
          id?: string
          origin_port?: string | null
          shipment_number: string
          shipping_cost?: number | null
          status?: string
          total_cost?: number | null
          updated_at?: string
          vessel_name?: string | null
          voyage_number?: string | null
        }
        Update: {
          actual_arrival?: string | null
          actual_departure?: string | null
          booking_number?: string | null
          created_at?: string
          customer_id?: string | null
          destination_port?: string | null
          estimated_arrival?: string | null
          estimated_departure?: string | null
          id?: string
          origin_port?: string | null
          shipment_number?: string
          shipping_cost?: number | null
          status?: string
          total_cost?: number | null
          updated_at?: string
          vessel_name?: string | null
          voyage_number?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "shipments_customer_id_fkey"
            columns: ["customer_id"]
            referencedRelation: "customer_directory"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "shipments_customer_id_fkey"
            columns: ["customer_id"]
            referencedRelation: "customers"
            referencedColumns: ["id"]
          },
        ]
      }
      transactions: {
        Row: {
          amount: number
          created_at: string
          customer_id: string | null
          description: string | null
          id: string
          status: string
          transaction_date: string
          transaction_type: string
        }
        Insert: {
          amount: number
          created_at?: string
          customer_id?: string | null
          description?: string | null
          id?: string
          status?: string
          transaction_date?: string
          transaction_type: string
        }
        Update: {
          amount?: number
          created_at?: string
          customer_id?: string | null
          description?: string | null
          id?: string
          status?: string
          transaction_date?: string
          transaction_type?: string
        }
        Relationships: [
          {
            foreignKeyName: "transactions_customer_id_fkey"
            columns: ["customer_id"]
            referencedRelation: "customer_directory"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "transactions_customer_id_fkey"
            columns: ["customer_id"]
            referencedRelation: "customers"
            referencedColumns: ["id"]
          },
        ]
      }
      vehicle_import_rows: {
        Row: {
          color: string | null
          import_id: string
          location: string | null
          make: string | null
          mileage: string | null
          model: string | null
          owner_email: string | null
          purchase_price: string | null
          row_number: number
          sale_price: string | null
          status: string | null
          vin: string | null
          year: string | null
        }
        Insert: {
          color?: string | null
          import_id: string
          location?: string | null
          make?: string | null
          mileage?: string | null
          model?: string | null
          owner_email?: string | null
          purchase_price?: string | null
          row_number: number
          sale_price?: string | null
          status?: string | null
          vin?: string | null
          year?: string | null
        }
        Update: {
          color?: string | null
          import_id?: string
          location?: string | null
          make?: string | null
          mileage?: string | null
          model?: string | null
          owner_email?: string | null
          purchase_price?: string | null
          row_number?: number
          sale_price?: string | null
          status?: string | null
          vin?: string | null
          year?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "vehicle_import_rows_import_id_fkey"
            columns: ["import_id"]
            referencedRelation: "vehicle_imports"
            referencedColumns: ["id"]
          },
        ]
      }
      vehicle_imports: {
        Row: {
          columns: string[]
          committed_at: string | null
          created_at: string
          created_by: string
          file_name: string
          id: string
          row_count: number
          vehicles_added: number | null
          vehicles_unchanged: number | null
          vehicles_updated: number | null
        }
        Insert: {
          columns: string[]
          committed_at?: string | null
          created_at?: string
          created_by?: string
          file_name: string
          id?: string
          row_count: number
          vehicles_added?: number | null
          vehicles_unchanged?: number | null
          vehicles_updated?: number | null
        }
        Update: {
          columns?: string[]
          committed_at?: string | null
          created_at?: string
          created_by?: string
          file_name?: string
          id?: string
          row_count?: number
          vehicles_added?: number | null
          vehicles_unchanged?: number | null
          vehicles_updated?: number | null
        }
        Relationships: []
      }
      vehicle_status_totals: {
        Row: {
          status: string
          vehicles: number
        }
        Insert: {
          status: string
          vehicles: number
        }
        Update: {
          status?: string
          vehicles?: number
        }
        Relationships: []
      }
      vehicle_tasks: {
        Row: {
          created_at: string
          created_by: string | null
          done_at: string | null
          due_date: string
          id: string
          note: string | null
          task_type: string
          updated_at: string
          vehicle_id: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          done_at?: string | null
          due_date: string
          id?: string
          note?: string | null
          task_type: string
          updated_at?: string
          vehicle_id: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          done_at?: string | null
          due_date?: string
          id?: string
          note?: string | null
          task_type?: string
          updated_at?: string
          vehicle_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "vehicle_tasks_vehicle_id_fkey"
            columns: ["vehicle_id"]
            referencedRelation: "vehicle_directory"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "vehicle_tasks_vehicle_id_fkey"
            columns: ["vehicle_id"]
            referencedRelation: "vehicle_export_files"
            referencedColumns: ["vehicle_id"]
          },
          {
            foreignKeyName: "vehicle_tasks_vehicle_id_fkey"
            columns: ["vehicle_id"]
            referencedRelation: "vehicle_inventory_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "vehicle_tasks_vehicle_id_fkey"
            columns: ["vehicle_id"]
            referencedRelation: "vehicles"
            referencedColumns: ["id"]
          },
        ]
      }
      vehicles: {
        Row: {
          color: string | null
          created_at: string
          customer_id: string | null
          id: string
          location: string | null
          make: string
          mileage: number | null
          model: string
          notes: string | null
          purchase_price: number | null
          purchased_on: string
          sale_price: number | null
          sold_at: string | null
          sold_on: string | null
          status: string
          updated_at: string
          vin: string
          year: number
          year_text: string
        }
        Insert: {
          color?: string | null
          created_at?: string
          customer_id?: string | null
          id?: string
          location?: string | null
          make: string
          mileage?: number | null
          model: string
          notes?: string | null
          purchase_price?: number | null
          purchased_on?: string
          sale_price?: number | null
          sold_at?: string | null
          sold_on?: string | null
          status?: string
          updated_at?: string
          vin: string
          year: number
          year_text?: string
        }
        Update: {
          color?: string | null
          created_at?: string
          customer_id?: string | null
          id?: string
          location?: string | null
          make?: string
          mileage?: number | null
          model?: string
          notes?: string | null
          purchase_price?: number | null
          purchased_on?: string
          sale_price?: number | null
          sold_at?: string | null
          sold_on?: string | null
          status?: string
          updated_at?: string
          vin?: string
          year?: number
          year_text?: string
        }
        Relationships: [
          {
            foreignKeyName: "vehicles_customer_id_fkey"
            columns: ["customer_id"]
            referencedRelation: "customer_directory"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "vehicles_customer_id_fkey"
            columns: ["customer_id"]
            referencedRelation: "customers"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      customer_directory: {
        Row: {
          company_name: string | null
          email: string | null
          first_name: string | null
          id: string | null
          last_name: string | null
        }
        Insert: {
          company_name?: string | null
          email?: string | null
          first_name?: string | null
          id?: string | null
          last_name?: string | null
        }
        Update: {
          company_name?: string | null
          email?: string | null
          first_name?: string | null
          id?: string | null
          last_name?: string | null
        }
        Relationships: []
      }
      shipment_export_readiness: {
        Row: {
          at_risk: boolean | null
          customs_deadline: string | null
          incomplete_vehicles: number | null
          shipment_id: string | null
        }
        Relationships: []
      }
      support_messages: {
        Row: {
          communication_type: string | null
          created_at: string | null
          created_by: string | null
          customer_company_name: string | null
          customer_email: string | null
          customer_first_name: string | null
          customer_id: string | null
          customer_last_name: string | null
          customer_phone: string | null
          delivered_at: string | null
          delivery_error: string | null
          delivery_status: string | null
          direction: string | null
          duration_minutes: number | null
          id: string | null
          message: string | null
          occurred_at: string | null
          read_status: boolean | null
          subject: string | null
          vehicle_id: string | null
        }
        Relationships: [
          {
            foreignKeyName: "communications_customer_id_fkey"
            columns: ["customer_id"]
            referencedRelation: "customer_directory"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "communications_customer_id_fkey"
            columns: ["customer_id"]
            referencedRelation: "customers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "communications_vehicle_id_fkey"
            columns: ["vehicle_id"]
            referencedRelation: "vehicle_directory"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "communications_vehicle_id_fkey"
            columns: ["vehicle_id"]
            referencedRelation: "vehicle_export_files"
            referencedColumns: ["vehicle_id"]
          },
          {
            foreignKeyName: "communications_vehicle_id_fkey"
            columns: ["vehicle_id"]
            referencedRelation: "vehicle_inventory_records"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "communications_vehicle_id_fkey"
            columns: ["vehicle_id"]
            referencedRelation: "vehicles"
            referencedColumns: ["id"]
          },
        ]
      }
      vehicle_directory: {
        Row: {
          color: string | null
          created_at: string | null
          customer_company_name: string | null
          customer_first_name: string | null
          customer_id: string | null
          customer_last_name: string | null
          id: string | null
          location: string | null
          make: string | null
          mileage: number | null
          model: string | null
          notes: string | null
          sale_price: number | null
          status: string | null
          updated_at: string | null
          vin: string | null
          year: number | null
          year_text: string | null
        }
        Relationships: [
          {
            foreignKeyName: "vehicles_customer_id_fkey"
            columns: ["customer_id"]
            referencedRelation: "customer_directory"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "vehicles_customer_id_fkey"
            columns: ["customer_id"]
            referencedRelation: "customers"
            referencedColumns: ["id"]
          },
        ]
      }
      vehicle_export_files: {
        Row: {
          complete: boolean | null
          expired: string[] | null
          missing: string[] | null
          vehicle_id: string | null
        }
        Relationships: []
      }
      vehicle_inventory_records: {
        Row: {
          color: string | null
          created_at: string | null
          csv_record: string | null
          customer_id: string | null
          id: string | null
          location: string | null
          make: string | null
          mileage: number | null
          model: string | null
          sale_price: number | null
          status: string | null
          vin: string | null
          year: number | null
          year_text: string | null
        }
        Relationships: [
          {
            foreignKeyName: "vehicles_customer_id_fkey"
            columns: ["customer_id"]
            referencedRelation: "customer_directory"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "vehicles_customer_id_fkey"
            columns: ["customer_id"]
            referencedRelation: "customers"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Functions: {
      add_document: {
        Args: {
          p_customer_id: string
          p_document_id: string
          p_document_name: string
          p_document_number: string
          p_document_type: string
          p_expiry_date: string
          p_file_name: string
          p_issue_date: string
          p_notes: string
          p_object_path: string
          p_shipment_id: string
          p_vehicle_id: string
        }
        Returns: {
          created_at: string
          customer_id: string | null
          document_name: string
          document_number: string | null
          document_type: string
          expiry_date: string | null
          file_name: string | null
          file_path: string | null
          file_size: number | null
          id: string
          issue_date: string | null
          mime_type: string | null
          notes: string | null
          renewal_reminder: string | null
          shipment_id: string | null
          updated_at: string
          vehicle_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "documents"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      change_shipment_status: {
        Args: {
          new_status: string
          seen_updated_at: string
          shipment_id: string
        }
        Returns: string
      }
      change_vehicle_status: {
        Args: {
          new_status: string
          seen_updated_at: string
          vehicle_id: string
        }
        Returns: string
      }
      claim_outbox: {
        Args: { p_lease_seconds?: number; p_limit?: number }
        Returns: {
          attempts: number
          body_html: string
          body_text: string
          claim: string | null
          communication_id: string | null
          created_at: string
          id: string
          kind: string
          last_error: string | null
          link: string | null
          locked_until: string | null
          message_id: string
          next_attempt_at: string
          notification_id: string | null
          recipient: string
          recipient_name: string
          reply_to: string | null
          sender_name: string
          sent_at: string | null
          status: string
          subject: string
          to_customer: boolean
          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "outbox"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      client_dashboard: { Args: Record<PropertyKey, never>; Returns: Json }
      commit_vehicle_import: {
        Args: { p_import_id: string }
        Returns: {
          vehicles_added: number
          vehicles_unchanged: number
          vehicles_updated: number
        }[]
      }
      customer_analytics: { Args: Record<PropertyKey, never>; Returns: Json }
      dashboard_stats: { Args: Record<PropertyKey, never>; Returns: Json }
      delete_user: { Args: { target_user_id: string }; Returns: undefined }
      mark_all_notifications_read: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      queue_document_expiry_notices: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      renew_document: {
        Args: {
          p_document_id: string
          p_document_number: string
          p_expiry_date: string
          p_file_name: string
          p_issue_date: string
          p_object_path: string
        }
        Returns: {
          created_at: string
          customer_id: string | null
          document_name: string
          document_number: string | null
          document_type: string
          expiry_date: string | null
          file_name: string | null
          file_path: string | null
          file_size: number | null
          id: string
          issue_date: string | null
          mime_type: string | null
          notes: string | null
          renewal_reminder: string | null
          shipment_id: string | null
          updated_at: string
          vehicle_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "documents"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      report_days_to_sale: {
        Args: { p_first_month: string; p_months: number }
        Returns: {
          average_days: number
          median_days: number
          over_180_days: number
          vehicles_sold: number
          within_180_days: number
          within_30_days: number
          within_60_days: number
          within_90_days: number
        }[]
      }
      report_monthly_figures: {
        Args: { p_first_month: string; p_months: number }
        Returns: {
          costs: number
          margin: number
          month: string
          revenue: number
          shipments_delivered: number
          shipments_departed: number
          shipping_costs: number
          vehicle_costs: number
          vehicles_sold: number
        }[]
      }
      report_sales_by_make: {
        Args: { p_first_month: string; p_months: number }
        Returns: {
          average_days_to_sale: number
          make: string
          revenue: number
          vehicles_sold: number
        }[]
      }
      report_shipments_by_port: {
        Args: { p_first_month: string; p_months: number }
        Returns: {
          average_transit_days: number
          destination_port: string
          shipments_delivered: number
          shipments_departed: number
        }[]
      }
      request_quote: {
        Args: { p_message?: string; p_vehicle_id: string }
        Returns: {
          communication_type: string
          created_at: string
          created_by: string | null
          customer_id: string | null
          delivered_at: string | null
          delivery_error: string | null
          delivery_status: string | null
          direction: string
          duration_minutes: number | null
          id: string
          message: string
          occurred_at: string
          read_status: boolean
          subject: string | null
          vehicle_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "communications"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      save_shipment: {
        Args: {
          p_container_id: string
          p_id: string
          p_seen_updated_at: string
          p_values: Json
          p_vehicle_ids: string[]
        }
        Returns: {
          actual_arrival: string | null
          actual_departure: string | null
          booking_number: string | null
          created_at: string
          customer_id: string | null
          destination_port: string | null
          estimated_arrival: string | null
          estimated_departure: string | null
          id: string
          origin_port: string | null
          shipment_number: string
          shipping_cost: number | null
          status: string
          total_cost: number | null
          updated_at: string
          vessel_name: string | null
          voyage_number: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "shipments"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      settle_outbox: {
        Args: { p_claim: string; p_outcomes: Json }
        Returns: {
          id: string
          status: string
        }[]
      }
      shipment_timeline: {
        Args: { p_shipment_id: string }
        Returns: {
          actor_name: string
          changed_at: string
          status: string
        }[]
      }
      unlinked_client_accounts: {
        Args: { p_search?: string }
        Returns: {
          email: string
          first_name: string
          last_name: string
          user_id: string
        }[]
      }
      update_vehicle_details: {
        Args: {
          p_changes: Json
          p_seen_updated_at: string
          p_vehicle_id: string
        }
        Returns: string
      }
      vehicle_costs: {
        Args: Record<PropertyKey, never>
        Returns: {
          purchase_price: number
          vehicle_id: string
        }[]
      }
      vehicle_costs_of: {
        Args: { vehicle_ids: string[] }
        Returns: {
          purchase_price: number
          vehicle_id: string
        }[]
      }
      vehicle_import_owners: {
        Args: { p_emails: string[] }
        Returns: {
          customer_id: string
          email: string
          matches: number
        }[]
      }
      vehicle_import_vehicles: {
        Args: { p_vins: string[] }
        Returns: {
          active_shipment: string
          color: string
          customer_id: string
          location: string
          make: string
          mileage: number
          model: string
          owner_email: string
          purchase_price: number
          sale_price: number
          status: string
          vehicle_id: string
          vin: string
          year: number
        }[]
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
