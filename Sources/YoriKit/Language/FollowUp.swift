/// What a line says that may lean on the conversation before it: filters that narrow the
/// last list (`국 종류로`, `양파 빼고`, `under 20 minutes`), `다른 거`, a reset, a pointer
/// back (`이거`, `it`), a part of the recipe in focus (`재료만`) or a place for the last
/// tip (`냉동은?`). A *partial* command: `DialogueResolver` completes it from the state.
public struct FollowUp: Equatable, Sendable {
    public var kind: String?
    public var method: String?
    /// Foods to leave out, canonical where the lexicon knows them.
    public var exclude: [String] = []
    public var maxMinutes: Int?
    public var maxKcal: Double?
    public var onlyHave = false
    /// `빨리 되는 거`, `something quick`: at most `FollowUpCues.quickMinutes`, said of a list.
    public var quick = false
    /// `칼로리 낮은 거`, `low calorie`: at most `FollowUpCues.lightKcal`, said of a list.
    public var light = false
    /// A tag the list must have (`매운 거`: 매운), or must not (`안 매운 거`).
    public var tag: String?
    public var notTag: String?
    /// The words that said the tag (`매운`, `vegetarian`), for a request of its own to read without them.
    public var tagWords: [String] = []
    /// A family of dishes wanted (`죽 같은 거`, `덮밥으로`, `noodles only`): `Vocabulary.dishFamilies`' words.
    public var family: String?
    public var simpler = false
    public var somethingElse = false
    public var reset = false
    public var pointsBack = false
    /// `ingredients`, `steps` or `servings`.
    public var part: String?
    public var place: StoragePlace?
    /// The foods named are had besides those asked already (`계란도 있어`, `I also have rice`).
    public var also = false
    /// The foods named are wanted in the recipes (`된장 들어간 걸로`, `ones with tofu`).
    public var includes = false
    /// A verb that changes a list: taking off (`빼줘`, `지워줘`, `take … off`) or adding (`추가해줘`,
    /// `넣어줘`, `add`); right after a shopping-list answer it is said of that list.
    public var listChange: ListChange?
    /// Ingredients the line names that it does not leave out.
    public var named: [AskedIngredient] = []
    /// Words no cue took and that are not filler: the line says more than a follow-up.
    public var leftovers: [String] = []
    /// The line without the words that left foods out or set a time (`양파 빼고 두부로 뭐 만들어`
    /// → `두부로 뭐 만들어`), to read the rest as a request of its own.
    public var rest: String = ""

    public init() {}

    /// Whether the line narrows a list.
    public var narrows: Bool {
        kind != nil || method != nil || !exclude.isEmpty || maxMinutes != nil || maxKcal != nil || onlyHave || simpler
            || somethingElse || quick || light || tag != nil || notTag != nil || family != nil
    }

    /// Taking off or putting on a list (`FollowUp.listChange`).
    public enum ListChange: Equatable, Sendable { case remove, add }

    /// Whether the line says nothing but follow-up cues (no ingredient of its own, no other word).
    public var isOnlyFollowUp: Bool { named.isEmpty && leftovers.isEmpty }
}
