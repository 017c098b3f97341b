/// yori's database schema as named, append-only migrations.
///
/// Never edit or reorder a migration that has shipped: add a new one at the end.
/// `PRAGMA user_version` counts the applied migrations; `schema_migrations` keeps their names.
public enum Schema {
    /// `PRAGMA application_id` of a yori database: "yori" in ASCII.
    public static let applicationID: Int32 = 0x796F_7269

    public static let migrations: [Migration] = [
        Migration(name: "001-create-meta", sql: """
            CREATE TABLE meta (
                key TEXT PRIMARY KEY,
                value TEXT NOT NULL
            ) WITHOUT ROWID;
            """),
        Migration(name: "002-create-recipes", sql: """
            CREATE TABLE recipes (
                id INTEGER PRIMARY KEY,
                source TEXT NOT NULL CHECK (source IN ('builtin', 'imported', 'user')),
                source_ref TEXT NOT NULL,
                name TEXT NOT NULL,
                name_en TEXT NOT NULL DEFAULT '',
                kind TEXT NOT NULL,
                method TEXT NOT NULL,
                servings INTEGER,
                minutes INTEGER,
                kcal REAL,
                tip TEXT,
                created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
                updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
                UNIQUE (source, source_ref)
            );
            CREATE TABLE recipe_ingredients (
                recipe_id INTEGER NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                name TEXT NOT NULL,
                canonical TEXT,
                match_key TEXT NOT NULL,
                amount TEXT NOT NULL DEFAULT '',
                grp TEXT NOT NULL CHECK (grp IN ('주재료', '부재료', '양념')),
                prep TEXT,
                PRIMARY KEY (recipe_id, position)
            ) WITHOUT ROWID;
            CREATE INDEX recipe_ingredients_by_key ON recipe_ingredients (match_key, recipe_id);
            CREATE TABLE recipe_steps (
                recipe_id INTEGER NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                text TEXT NOT NULL,
                PRIMARY KEY (recipe_id, position)
            ) WITHOUT ROWID;
            CREATE TABLE recipe_tags (
                recipe_id INTEGER NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
                tag TEXT NOT NULL,
                PRIMARY KEY (recipe_id, tag)
            ) WITHOUT ROWID;
            """),
        // Imported recipes (COOKRCP01) bring nutrition per serving, photo links and a
        // low-sodium tip; `fingerprint` (Recipe.fingerprint) lets a re-import skip
        // recipes whose content has not changed.
        Migration(name: "003-recipe-details", sql: """
            ALTER TABLE recipes ADD COLUMN weight_g REAL;
            ALTER TABLE recipes ADD COLUMN carbs_g REAL;
            ALTER TABLE recipes ADD COLUMN protein_g REAL;
            ALTER TABLE recipes ADD COLUMN fat_g REAL;
            ALTER TABLE recipes ADD COLUMN sodium_mg REAL;
            ALTER TABLE recipes ADD COLUMN reduction_tip TEXT;
            ALTER TABLE recipes ADD COLUMN fingerprint TEXT;
            CREATE TABLE recipe_images (
                recipe_id INTEGER NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
                role TEXT NOT NULL CHECK (role IN ('main', 'thumbnail', 'step')),
                step INTEGER NOT NULL DEFAULT 0,
                url TEXT NOT NULL,
                PRIMARY KEY (recipe_id, role, step)
            ) WITHOUT ROWID;
            """),
        Migration(name: "004-create-fridge", sql: """
            CREATE TABLE fridge_items (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                canonical TEXT,
                quantity REAL CHECK (quantity IS NULL OR quantity > 0),
                unit TEXT,
                place TEXT NOT NULL CHECK (place IN ('fridge', 'freezer', 'pantry')),
                added TEXT NOT NULL,
                expires TEXT,
                expires_by_user INTEGER NOT NULL DEFAULT 0,
                note TEXT
            );
            CREATE INDEX fridge_items_by_name ON fridge_items (name);
            CREATE INDEX fridge_items_by_expiry ON fridge_items (expires);
            CREATE TABLE fridge_events (
                id INTEGER PRIMARY KEY,
                kind TEXT NOT NULL CHECK (kind IN ('add', 'use', 'discard', 'move')),
                name TEXT NOT NULL,
                canonical TEXT,
                quantity REAL,
                unit TEXT,
                day TEXT NOT NULL,
                place TEXT
            );
            CREATE INDEX fridge_events_by_day ON fridge_events (day);
            CREATE TABLE ingredient_tips (
                id INTEGER PRIMARY KEY,
                ingredient TEXT NOT NULL,
                text TEXT NOT NULL,
                source TEXT NOT NULL CHECK (source IN ('user', 'llm')),
                created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
            );
            CREATE INDEX ingredient_tips_by_ingredient ON ingredient_tips (ingredient);
            """),
        Migration(name: "005-create-chat-history", sql: """
            CREATE TABLE chat_turns (
                id INTEGER PRIMARY KEY,
                conversation TEXT NOT NULL,
                asked_at TEXT NOT NULL,
                day TEXT NOT NULL,
                question TEXT NOT NULL,
                question_key TEXT NOT NULL,
                intent TEXT NOT NULL,
                answer TEXT NOT NULL,
                route TEXT NOT NULL CHECK (route IN ('local', 'cache', 'model')),
                model TEXT,
                elapsed_ms INTEGER,
                prompt_tokens INTEGER,
                completion_tokens INTEGER,
                complete INTEGER NOT NULL DEFAULT 1
            );
            CREATE INDEX chat_turns_by_conversation ON chat_turns (conversation, id);
            CREATE INDEX chat_turns_by_question ON chat_turns (day, question_key);
            CREATE TABLE conversations (
                name TEXT PRIMARY KEY,
                created_at TEXT NOT NULL,
                last_used_at TEXT NOT NULL
            ) WITHOUT ROWID;
            """),
        Migration(name: "006-create-llm-quota", sql: """
            CREATE TABLE llm_quota (
                day TEXT PRIMARY KEY,
                used INTEGER NOT NULL CHECK (used >= 0)
            ) WITHOUT ROWID;
            """),
        Migration(name: "007-create-shopping-and-staples", sql: """
            CREATE TABLE shopping_items (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                canonical TEXT,
                amount TEXT NOT NULL DEFAULT '',
                recipe TEXT,
                checked INTEGER NOT NULL DEFAULT 0,
                added TEXT NOT NULL
            );
            CREATE TABLE staple_overrides (
                ingredient TEXT PRIMARY KEY,
                staple INTEGER NOT NULL CHECK (staple IN (0, 1))
            ) WITHOUT ROWID;
            """),
        Migration(name: "008-create-recipe-key-counts", sql: """
            CREATE TABLE recipe_key_counts (
                recipe_id INTEGER PRIMARY KEY REFERENCES recipes(id) ON DELETE CASCADE,
                key_count INTEGER NOT NULL
            );
            INSERT INTO recipe_key_counts (recipe_id, key_count)
                SELECT recipe_id, count(DISTINCT match_key) FROM recipe_ingredients GROUP BY recipe_id;
            """),
        Migration(name: "009-create-bookmarks-and-cooking-log", sql: """
            CREATE TABLE bookmarks (
                recipe_id INTEGER PRIMARY KEY REFERENCES recipes(id) ON DELETE CASCADE,
                created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
            );
            CREATE TABLE cooking_log (
                id INTEGER PRIMARY KEY,
                recipe_id INTEGER REFERENCES recipes(id) ON DELETE SET NULL,
                recipe_name TEXT NOT NULL,
                day TEXT NOT NULL,
                rating INTEGER CHECK (rating IS NULL OR rating BETWEEN 1 AND 5),
                note TEXT
            );
            CREATE INDEX cooking_log_by_recipe ON cooking_log (recipe_id);
            """),
        Migration(name: "010-create-conversation-context", sql: """
            CREATE TABLE conversation_context (
                conversation TEXT PRIMARY KEY,
                list_ids TEXT NOT NULL,
                asked TEXT NOT NULL,
                shown_id INTEGER,
                search_query TEXT,
                search_kind TEXT,
                search_method TEXT,
                search_max_kcal REAL,
                search_page INTEGER,
                search_limit INTEGER
            ) WITHOUT ROWID;
            """),
        // A model turn that got no answer (401, 429, 5xx, bad JSON, cancelled, …) is kept
        // with its error message as the answer, `complete = 0` and `failed = 1`.
        Migration(name: "011-chat-turn-failed", sql: """
            ALTER TABLE chat_turns ADD COLUMN failed INTEGER NOT NULL DEFAULT 0;
            """),
        // The pantry staples the counts below were made with (kept in step with the lexicon
        // and `yori staples` by `YoriDatabase.syncStapleKeys`), and per recipe how many of its
        // distinct ingredients are staples, so `cook` can count what is missing in SQL.
        Migration(name: "012-staple-keys-and-counts", sql: """
            CREATE TABLE staple_keys (key TEXT PRIMARY KEY) WITHOUT ROWID;
            ALTER TABLE recipe_key_counts ADD COLUMN staple_count INTEGER NOT NULL DEFAULT 0;
            """),
        // The last `cook` list of a conversation (for `more` and `2번` in a later run), and
        // whether it or the last search was shown last.
        Migration(name: "013-conversation-cook-list", sql: """
            ALTER TABLE conversation_context ADD COLUMN list_source TEXT;
            ALTER TABLE conversation_context ADD COLUMN cook_words TEXT;
            ALTER TABLE conversation_context ADD COLUMN cook_strict INTEGER NOT NULL DEFAULT 0;
            ALTER TABLE conversation_context ADD COLUMN cook_max_missing INTEGER;
            ALTER TABLE conversation_context ADD COLUMN cook_kind TEXT;
            ALTER TABLE conversation_context ADD COLUMN cook_method TEXT;
            ALTER TABLE conversation_context ADD COLUMN cook_max_kcal REAL;
            ALTER TABLE conversation_context ADD COLUMN cook_page INTEGER;
            ALTER TABLE conversation_context ADD COLUMN cook_limit INTEGER;
            """),
        // Which fridge events one request wrote (a use of 1L and 500ml of milk is two rows of
        // one batch), so `fridge stats` counts each use or discard once and never merges two
        // separate ones. Earlier rows keep NULL and are counted as before.
        Migration(name: "014-fridge-event-batch", sql: """
            ALTER TABLE fridge_events ADD COLUMN batch INTEGER;
            """),
        // Lists are numbered across pages (page 2 of 3 a page shows 4, 5, 6): the number shown
        // for the first recipe of a conversation's last list.
        Migration(name: "015-conversation-list-start", sql: """
            ALTER TABLE conversation_context ADD COLUMN list_start INTEGER NOT NULL DEFAULT 1;
            """),
        // Recipe ids are never reused: `recipes.id` is a plain INTEGER PRIMARY KEY (SQLite would
        // give the id of the newest recipe, once removed, to the next one), so the highest id
        // ever removed is kept in `meta` and new recipes are numbered past it
        // (`RecipeWriter`, `addUserRecipe`). Rebuilding the table with AUTOINCREMENT would mean
        // copying every recipe and its dependants; the mark does the same job.
        Migration(name: "016-recipe-id-high-water", sql: """
            CREATE TRIGGER recipes_removed_keep_id AFTER DELETE ON recipes BEGIN
                INSERT INTO meta (key, value) VALUES ('recipe_id_high', CAST(OLD.id AS TEXT))
                ON CONFLICT (key) DO UPDATE SET value = CAST(max(CAST(value AS INTEGER), OLD.id) AS TEXT);
            END;
            """),
        // A user recipe copied from a built-in or imported one keeps what it is based on, so its
        // source line still credits the original (식품안전나라 COOKRCP01).
        Migration(name: "017-recipe-based-on", sql: """
            ALTER TABLE recipes ADD COLUMN based_on_source TEXT;
            ALTER TABLE recipes ADD COLUMN based_on_ref TEXT;
            """),
        // Recipes in English: built-in recipes ship their steps, tip and preparations in English;
        // an imported recipe gets them once translated (`show N --translate`), kept so the next
        // time costs no call. NULL: none in English.
        Migration(name: "018-en-translations", sql: """
            ALTER TABLE recipes ADD COLUMN tip_en TEXT;
            ALTER TABLE recipe_steps ADD COLUMN text_en TEXT;
            ALTER TABLE recipe_ingredients ADD COLUMN prep_en TEXT;
            """),
        // `cook`'s score reads each matched line's group and position: an index holding both
        // (a WITHOUT ROWID table's index carries its primary key, so `position` too) replaces
        // the key index it extends.
        Migration(name: "019-rank-ingredient-group-index", sql: """
            CREATE INDEX recipe_ingredients_by_key_group ON recipe_ingredients (match_key, recipe_id, grp);
            DROP INDEX recipe_ingredients_by_key;
            """),
        // What a conversation is about (issue 12): the request with its refinements, the recipe
        // in focus, the item talked about — one JSON value per conversation (`DialogueState`).
        Migration(name: "020-conv-dialogue-state", sql: """
            CREATE TABLE conversation_dialogue (
                conversation TEXT PRIMARY KEY,
                state TEXT NOT NULL,
                updated TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
            );
            """),
        // A recipe imported from a web page (or a Cooklang file naming one) keeps the page's
        // address, shown with the recipe; its source_ref is the same address, so importing the
        // page again updates it.
        Migration(name: "021-data-source-url", sql: """
            ALTER TABLE recipes ADD COLUMN source_url TEXT;
            """),
        // AI calls in flight (issue 15): a reservation is taken in the same transaction as the
        // quota check and settled (counted in llm_quota) or released when the call ends. One
        // whose process is gone, or older than the call timeout, no longer counts, so a crash
        // or kill -9 never keeps a call charged.
        Migration(name: "022-relen-llm-reservations", sql: """
            CREATE TABLE llm_reservations (
                id INTEGER PRIMARY KEY,
                day TEXT NOT NULL,
                pid INTEGER NOT NULL,
                taken_at INTEGER NOT NULL
            );
            """),
        // A line the model read as one of yori's commands (the fallback reader) keeps the
        // command it was read as (JSON), so the same line later that day runs it again
        // without a call.
        Migration(name: "023-reader-chat-turn-reading", sql: """
            ALTER TABLE chat_turns ADD COLUMN reading TEXT;
            """),
        // The day a lot was opened (`fridge open 우유`, `우유 뜯었어`): its date is then the opened
        // life at most (`OpenedLife`). NULL: unopened, or fresh food that has no such thing.
        Migration(name: "024-daily1-fridge-opened", sql: """
            ALTER TABLE fridge_items ADD COLUMN opened TEXT;
            """),
        // A line ticked by a purchase (`양파 샀어`) is already in the fridge: `shop bought` clears it
        // without adding a second lot.
        Migration(name: "025-daily1-shopping-bought", sql: """
            ALTER TABLE shopping_items ADD COLUMN bought INTEGER NOT NULL DEFAULT 0;
            """),
        // An imported recipe's low-sodium tip (RCP_NA_TIP) in English, kept with its translated
        // steps (`show N --translate`). NULL: none in English.
        Migration(name: "026-relen-reduction-tip-en", sql: """
            ALTER TABLE recipes ADD COLUMN reduction_tip_en TEXT;
            """),
        // How the recipe shown last was scaled (`4인분으로`, `show X --servings 8`): the factor its amounts were
        // multiplied by and the servings it was shown for, so a later run (`장보기에 넣어줘`) takes the amounts shown.
        // NULL: shown as written.
        Migration(name: "027-conversation-shown-scale", sql: """
            ALTER TABLE conversation_context ADD COLUMN shown_factor REAL;
            ALTER TABLE conversation_context ADD COLUMN shown_servings REAL;
            """),
        // How many people the last `cook` list was asked for (`4인분 뭐 만들어`, `cook --servings 4`): a recipe picked
        // from it by number in a later run is shown and bought for them. NULL: not said.
        Migration(name: "028-conversation-cook-servings", sql: """
            ALTER TABLE conversation_context ADD COLUMN cook_servings INTEGER;
            """),
    ]
}

/// One named schema change.
public struct Migration: Sendable {
    public let name: String
    public let sql: String
}
