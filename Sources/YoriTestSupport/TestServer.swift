import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A real HTTP/1.1 server on 127.0.0.1 (an ephemeral port), on its own thread, for
/// driving the live client end to end without the internet. Each connection gets the
/// steps `respond` returns for its request. Bounded: it stops itself after `lifetime`
/// seconds (or `stop()`), and every pause gives up when the server stops.
public final class TestServer: @unchecked Sendable {
    public let port: UInt16
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    private let listener: Int32
    private let respond: @Sendable (RecordedRequest) -> [ServerStep]
    private let lock = NSLock()
    private var recorded: [RecordedRequest] = []
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)

    public init(lifetime: Double = 20, respond: @escaping @Sendable (RecordedRequest) -> [ServerStep]) {
        self.respond = respond
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        precondition(fd >= 0, "socket: \(errno)")
        listener = fd
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && listen(fd, 16) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        precondition(bound, "bind/listen: \(errno)")
        port = UInt16(bigEndian: address.sin_port)
        let deadline = Date().addingTimeInterval(lifetime)
        let thread = Thread { [self] in
            serve(until: deadline)
            close(listener)
            finished.signal()
        }
        thread.start()
    }

    /// A server that answers every request with the same steps.
    public convenience init(lifetime: Double = 20, steps: [ServerStep]) {
        self.init(lifetime: lifetime) { _ in steps }
    }

    deinit { stop() }

    /// Stops the server and waits (briefly) for its thread to close the socket.
    public func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        if first { _ = finished.wait(timeout: .now() + 5) }
    }

    /// The requests received so far, oldest first.
    public var requests: [RecordedRequest] { lock.withLock { recorded } }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func serve(until deadline: Date) {
        while !isStopped, Date() < deadline {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            handle(client)
            close(client)
        }
    }

    private func handle(_ client: Int32) {
        var yes: Int32 = 1
        setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let request = readRequest(client) else { return }
        lock.withLock { recorded.append(request) }
        for step in respond(request) {
            switch step {
            case .send(let bytes):
                guard sendAll(client, bytes[...]) else { return }
            case .sendInPieces(let bytes, let size, let pauseMilliseconds):
                var offset = 0
                while offset < bytes.count {
                    let end = min(offset + size, bytes.count)
                    guard sendAll(client, bytes[offset..<end]), pause(pauseMilliseconds) else { return }
                    offset = end
                }
            case .pause(let milliseconds):
                guard pause(milliseconds) else { return }
            case .close:
                return
            }
        }
    }

    /// Sleeps in small slices; false when the server was stopped meanwhile.
    private func pause(_ milliseconds: Int) -> Bool {
        var left = milliseconds
        while left > 0 {
            if isStopped { return false }
            let slice = min(left, 10)
            usleep(UInt32(slice * 1000))
            left -= slice
        }
        return !isStopped
    }

    private func sendAll(_ client: Int32, _ bytes: ArraySlice<UInt8>) -> Bool {
        var rest = bytes
        while !rest.isEmpty {
            let n = rest.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }  // the client went away (timeout, size cap)
            rest = rest.dropFirst(n)
        }
        return true
    }

    private func readRequest(_ client: Int32) -> RecordedRequest? {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        var headerEnd: Int?
        var contentLength = 0
        while true {
            if let end = headerEnd, data.count >= end + contentLength { break }
            let n = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return nil }
            data += buffer[..<n]
            if headerEnd == nil, let end = data.firstRange(of: [13, 10, 13, 10]) {
                headerEnd = end.upperBound
                let head = String(decoding: data[..<end.lowerBound], as: UTF8.self)
                for line in head.split(separator: "\r\n").dropFirst() where line.lowercased().hasPrefix("content-length:") {
                    contentLength = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) ?? 0
                }
            }
        }
        guard let end = headerEnd else { return nil }
        let lines = String(decoding: data[..<(end - 4)], as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count == 3 else { return nil }
        let headers = lines.dropFirst().compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return RecordedRequest(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers,
                               body: Array(data[end..<(end + contentLength)]))
    }
}

/// What the test server does on a connection, in order.
public enum ServerStep: Sendable {
    case send([UInt8])
    /// `bytes` in writes of `size` bytes, `pauseMilliseconds` apart.
    case sendInPieces([UInt8], size: Int, pauseMilliseconds: Int)
    case pause(milliseconds: Int)
    /// Closes the connection now (later steps are skipped).
    case close
}

/// One request as the server received it.
public struct RecordedRequest: Sendable {
    public let method: String
    public let target: String
    /// In the order sent, names as sent.
    public let headers: [(name: String, value: String)]
    public let body: [UInt8]

    /// The value of a header (case-insensitive), nil when absent.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    public var bodyText: String { String(decoding: body, as: UTF8.self) }

    /// The body as a JSON object.
    public var json: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any]
    }
}
