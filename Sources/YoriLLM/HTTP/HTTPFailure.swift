/// A transfer that did not complete, classified from libcurl's result code.
public struct HTTPFailure: Error, Sendable, Equatable {
    public var kind: Kind
    /// libcurl's own explanation (its error buffer), for the cases yori does not name.
    public var reason: String
    /// Whether any of the request left this machine: false means the endpoint never saw it.
    public var requestSent: Bool
    /// The response head, when one arrived before the failure.
    public var head: HTTPResponseHead?

    public init(kind: Kind, reason: String, requestSent: Bool, head: HTTPResponseHead? = nil) {
        self.kind = kind
        self.reason = reason
        self.requestSent = requestSent
        self.head = head
    }

    /// What went wrong, in the terms yori explains to users.
    public enum Kind: Sendable, Equatable {
        case connectionRefused
        case hostNotFound
        case proxyNotFound
        case timedOut
        /// The body passed `maxResponseBytes` (or its announced length did).
        case tooLarge
        case cancelled
        /// The body's receiver asked to stop.
        case stoppedByReceiver
        /// The connection ended in the middle of the body.
        case bodyCutOff
        /// The server closed the connection without sending anything.
        case emptyReply
        case other

        /// Classifies a `CURLcode` (by number, so tests need no C module).
        public init(curlCode code: Int) {
            switch code {
            case 5: self = .proxyNotFound          // CURLE_COULDNT_RESOLVE_PROXY
            case 6: self = .hostNotFound           // CURLE_COULDNT_RESOLVE_HOST
            case 7: self = .connectionRefused      // CURLE_COULDNT_CONNECT
            case 28: self = .timedOut              // CURLE_OPERATION_TIMEDOUT
            case 63: self = .tooLarge              // CURLE_FILESIZE_EXCEEDED
            case 42: self = .cancelled             // CURLE_ABORTED_BY_CALLBACK
            case 23: self = .stoppedByReceiver     // CURLE_WRITE_ERROR: our callback said stop
            case 18, 56: self = .bodyCutOff        // CURLE_PARTIAL_FILE, CURLE_RECV_ERROR
            case 52: self = .emptyReply            // CURLE_GOT_NOTHING
            default: self = .other
            }
        }
    }
}
