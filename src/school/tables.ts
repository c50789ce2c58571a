// The school area's tables as the read model sees them through Kysely (schema in migrations.ts).
export type SchoolTables = {
  school_classes: {
    id: string;
    revision: number;
    teacher_email: string;
    enrollment_code: string;
    created_at: string;
    state: string;
    pending_owner_email: string | null;
  };
  school_class_experts: {
    class_id: string;
    email: string;
  };
  school_read_marks: {
    source: string;
    stored: string;
  };
};
