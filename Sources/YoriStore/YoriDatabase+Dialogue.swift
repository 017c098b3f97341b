import YoriKit

extension YoriDatabase {
    /// The dialogue state of `conversation` as saved (JSON text), if any.
    public func dialogueState(of conversation: String) throws(StoreError) -> String? {
        try reading {
            try db.rows("SELECT state FROM conversation_dialogue WHERE conversation = ?", [.text(conversation)]) {
                $0.string(0)
            }.first
        }
    }

    /// Replaces the dialogue state of `conversation`.
    public func saveDialogueState(_ state: String, of conversation: String) throws(StoreError) {
        try writing {
            try db.run("INSERT OR REPLACE INTO conversation_dialogue (conversation, state) VALUES (?, ?)",
                       [.text(conversation), .text(state)])
        }
    }
}
