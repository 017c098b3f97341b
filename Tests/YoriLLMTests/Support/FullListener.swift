#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A port where connecting hangs: a listener that never accepts, with its backlog filled
/// by its own connections, so the kernel drops new SYNs and a client's connect times out.
final class FullListener {
    let port: UInt16
    private var sockets: [Int32] = []

    init() {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                precondition(bind(listener, pointer, length) == 0 && listen(listener, 0) == 0
                             && getsockname(listener, pointer, &length) == 0)
            }
        }
        port = UInt16(bigEndian: address.sin_port)
        sockets.append(listener)
        for _ in 0..<8 {
            let filler = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(filler, $0, length) }
            }
            sockets.append(filler)
        }
        usleep(100_000)  // let the handshakes that fit in the backlog complete
    }

    deinit { sockets.forEach { close($0) } }
}
