#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The live side of prompt overrides: the user's prompt folder and a file reader for
/// `PromptLibrary.loadOverride`.
public enum PromptFiles {
    /// A template larger than this is refused, not read.
    public static let maxBytes = 256 << 10

    /// `$XDG_CONFIG_HOME/yori/prompts`, else `~/.config/yori/prompts`; nil without a home.
    public static func folder(environment: [String: String]) -> String? {
        // The XDG spec says relative values are invalid and must be ignored.
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config + "/yori/prompts" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/yori/prompts"
    }

    /// A library that reads `folder/NAME.md` when it exists.
    public static func library(folder: String?) -> PromptLibrary {
        guard let folder else { return .builtin }
        return PromptLibrary(overrideFolder: folder) { fileName throws(PromptError) in try read(folder + "/" + fileName) }
    }

    /// The file's text; nil when it does not exist; an error when it exists but cannot be
    /// used (unreadable, not a regular file, too large, not UTF-8).
    public static func read(_ path: String) throws(PromptError) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable(path: path, reason: "not a regular file")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 << 10)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            if n == 0 { break }
            bytes += buffer[..<n]
            if bytes.count > maxBytes { throw .unreadable(path: path, reason: "larger than \(maxBytes >> 10) KiB") }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .unreadable(path: path, reason: "not UTF-8 text")
        }
        return text
    }
}
