#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension YoriConfig {
    /// Runs a read-modify-write of the config file (`config set`) under an exclusive lock on
    /// `PATH.lock`, so two yori processes changing keys at once each see the other's change:
    /// none is lost. The file itself is replaced atomically (`writeFile`: temp file + rename),
    /// so a reader never sees half a file. The lock is released when `body` returns or throws
    /// (and by the system if the process dies).
    static func locked<T>(_ path: String, _ body: () throws(ConfigError) -> T) throws(ConfigError) -> T {
        if let slash = path.lastIndex(of: "/"), !FolderMaker.make(String(path[..<slash])) {
            throw ConfigError(line: nil, problem: "cannot create the folder", korean: "폴더를 만들 수 없어요", path: path)
        }
        let fd = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            throw ConfigError(line: nil, problem: "cannot lock it: \(reason)", korean: "잠글 수 없어요: \(reason)", path: path)
        }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = String(cString: strerror(errno))
                throw ConfigError(line: nil, problem: "cannot lock it: \(reason)", korean: "잠글 수 없어요: \(reason)", path: path)
            }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}
