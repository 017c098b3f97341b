/// An error that can explain itself to the user in their language (a database that cannot be
/// written, a file that is not yori's). Anything else is shown as Swift describes it.
public protocol UserFacingError: Error {
    func message(_ language: UserLanguage) -> String
}

extension UserLanguage {
    /// What to tell the user about `error`: its own message when it has one, never a type dump.
    public func describe(_ error: any Error) -> String {
        if let error = error as? any UserFacingError { return error.message(self) }
        return String(describing: error)
    }
}
