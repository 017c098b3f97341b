/// A photo of a recipe, by URL (yori stores links, never image bytes).
public struct RecipeImage: Hashable, Sendable {
    /// What the photo shows.
    public enum Role: String, Hashable, Sendable, CaseIterable {
        /// The finished dish (COOKRCP01 `ATT_FILE_NO_MAIN`).
        case main
        /// A small version of the finished dish (`ATT_FILE_NO_MK`).
        case thumbnail
        /// One step (`MANUAL_IMGnn`).
        case step
    }

    public var role: Role
    /// For `.step`: the index of the step in `Recipe.steps`; 0 otherwise.
    public var step: Int
    public var url: String

    public init(role: Role, step: Int = 0, url: String) {
        self.role = role
        self.step = step
        self.url = url
    }
}
