import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * 360-degree feedback (docs/areas/feedback-360.md): who evaluates whom, the questions of
 * each campaign, the answers of each evaluator about each evaluated person, and the
 * evaluator's draft of the questionnaire.
 */
export const feedback360: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('feedback360_relation_types')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('label', 'jsonb', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('feedback360_relations')
      .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      .addColumn('evaluator_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('evaluated_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('relation_type', 'integer', (c) => c.notNull().references('feedback360_relation_types.id'))
      .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('n'))
      .addColumn('answers_version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('feedback360_relations_pk', ['campaign_id', 'evaluator_id', 'evaluated_id'])
      .addCheckConstraint('feedback360_relations_status_check', sql`status in ('n', 'p', 'y')`)
      .addCheckConstraint('feedback360_relations_self_check', sql`(relation_type = 3) = (evaluator_id = evaluated_id)`)
      .execute();
    await db.schema.createIndex('feedback360_relations_evaluated_idx').on('feedback360_relations').columns(['campaign_id', 'evaluated_id']).execute();

    await db.schema
      .createTable('feedback360_scale')
      .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      .addColumn('value', 'integer', (c) => c.notNull())
      .addColumn('label', 'jsonb', (c) => c.notNull())
      .addPrimaryKeyConstraint('feedback360_scale_pk', ['campaign_id', 'value'])
      .addCheckConstraint('feedback360_scale_value_check', sql`value between 1 and 5`)
      .execute();

    await db.schema
      .createTable('feedback360_questions')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(6)', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('text', 'jsonb', (c) => c.notNull())
      .addColumn('min_answers', 'integer')
      .addColumn('max_answers', 'integer')
      .addColumn('max_length', 'integer')
      .addCheckConstraint('feedback360_questions_kind_check', sql`kind in ('closed', 'linked', 'open')`)
      .addCheckConstraint(
        'feedback360_questions_limits_check',
        sql`(kind <> 'linked' or (min_answers >= 0 and max_answers >= min_answers)) and (kind <> 'open' or max_length > 0)`,
      )
      .execute();
    await db.schema.createIndex('feedback360_questions_campaign_idx').on('feedback360_questions').column('campaign_id').execute();

    await db.schema
      .createTable('feedback360_linked_columns')
      .addColumn('question_id', 'integer', (c) => c.notNull().references('feedback360_questions.id').onDelete('cascade'))
      .addColumn('key', 'integer', (c) => c.notNull())
      .addColumn('label', 'jsonb', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('feedback360_linked_columns_pk', ['question_id', 'key'])
      .execute();

    await db.schema
      .createTable('feedback360_linked_answers')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('question_id', 'integer', (c) => c.notNull().references('feedback360_questions.id').onDelete('cascade'))
      .addColumn('label', 'jsonb', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();

    // One row per answer: closed and open questions have no answer_id, a linked question
    // one row per answer placed in a column (value = the column key).
    await db.schema
      .createTable('feedback360_answers')
      .addColumn('campaign_id', 'integer', (c) => c.notNull())
      .addColumn('evaluator_id', 'integer', (c) => c.notNull())
      .addColumn('evaluated_id', 'integer', (c) => c.notNull())
      .addColumn('question_id', 'integer', (c) => c.notNull().references('feedback360_questions.id').onDelete('cascade'))
      .addColumn('answer_id', 'integer', (c) => c.references('feedback360_linked_answers.id').onDelete('cascade'))
      .addColumn('value', 'integer')
      .addColumn('text_value', 'text')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addForeignKeyConstraint(
        'feedback360_answers_relation_fk',
        ['campaign_id', 'evaluator_id', 'evaluated_id'],
        'feedback360_relations',
        ['campaign_id', 'evaluator_id', 'evaluated_id'],
        (c) => c.onDelete('cascade'),
      )
      .execute();
    await sql`create unique index feedback360_answers_unique_idx on feedback360_answers
      (campaign_id, evaluator_id, evaluated_id, question_id, coalesce(answer_id, 0))`.execute(db);
    await db.schema.createIndex('feedback360_answers_evaluated_idx').on('feedback360_answers').columns(['campaign_id', 'evaluated_id']).execute();

    await db.schema
      .createTable('feedback360_data')
      .addColumn('campaign_id', 'integer', (c) => c.notNull())
      .addColumn('evaluator_id', 'integer', (c) => c.notNull())
      .addColumn('evaluated_id', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('test_data', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('feedback360_data_pk', ['campaign_id', 'evaluator_id', 'evaluated_id'])
      .addForeignKeyConstraint(
        'feedback360_data_relation_fk',
        ['campaign_id', 'evaluator_id', 'evaluated_id'],
        'feedback360_relations',
        ['campaign_id', 'evaluator_id', 'evaluated_id'],
        (c) => c.onDelete('cascade'),
      )
      .execute();

    await db
      .insertInto('feedback360_relation_types')
      .values([
        { id: 1, label: JSON.stringify({ it: 'Collega', en: 'Peer', es: 'Compañero' }) },
        { id: 2, label: JSON.stringify({ it: 'Responsabile', en: 'Manager', es: 'Responsable' }) },
        { id: 3, label: JSON.stringify({ it: 'Autovalutazione', en: 'Self-evaluation', es: 'Autoevaluación' }) },
        { id: 4, label: JSON.stringify({ it: 'Collaboratore', en: 'Direct report', es: 'Colaborador' }) },
      ])
      .execute();
  },
};
