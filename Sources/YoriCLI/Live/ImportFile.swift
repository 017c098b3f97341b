#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import YoriKit

/// Reads the file `yori import` was given, whole, into one buffer — or refuses it.
///
/// A regular file is read straight into a buffer of its size (one copy in memory; the
/// JSON decoder works on it in place). `-` reads stdin. Anything over `limit` bytes is
/// refused before it is read (or, for stdin, as soon as it grows past the limit).
struct ImportFile {
    /// The largest file yori imports: 256 MiB. The 2021 COOKRCP01 dump is 3.6 MB; a file
    /// past this limit is not a recipe export, and decoding it would take gigabytes.
    static let defaultLimit = 256 * 1024 * 1024

    let path: String
    var limit = ImportFile.defaultLimit

    /// Why the file cannot be read.
    enum Failure: Error, Equatable {
        case notFound
        case isFolder
        case unreadable(String)
        case tooLarge(bytes: Int, limit: Int)

        func message(_ language: UserLanguage, file: String) -> String {
            switch self {
            case .notFound:
                language.pick("\(file) 파일이 없어요.", "\(file) does not exist.")
            case .isFolder:
                language.pick("\(file)은(는) 폴더예요. COOKRCP01 JSON 파일을 지정하세요.",
                              "\(file) is a folder; give a COOKRCP01 JSON file.")
            case .unreadable(let reason):
                language.pick("\(file)을(를) 읽을 수 없어요: \(reason)", "cannot read \(file): \(reason)")
            case .tooLarge(let bytes, let limit):
                language.pick("\(file)이(가) 너무 커요 (\(Self.size(bytes)), 최대 \(Self.size(limit))). 가져오지 않았어요.",
                              "\(file) is too large (\(Self.size(bytes)); the limit is \(Self.size(limit))); nothing was imported.")
            }
        }

        /// `3.4 MB`, `256 MiB`-style sizes for messages.
        static func size(_ bytes: Int) -> String {
            if bytes >= 1024 * 1024 {
                let tenths = (bytes * 10 + 512 * 1024) / (1024 * 1024)
                return "\(tenths / 10).\(tenths % 10) MiB"
            }
            return bytes >= 1024 ? "\((bytes + 512) / 1024) KiB" : "\(bytes) bytes"
        }
    }

    /// The size of a regular file, without reading it; `nil` for stdin and pipes.
    func size() throws(Failure) -> Int? {
        guard path != "-" else { return nil }
        var info = stat()
        guard stat(path, &info) == 0 else { throw errno == ENOENT ? .notFound : .unreadable(Self.errorText()) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw .isFolder }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let bytes = Int(info.st_size)
        if bytes > limit { throw .tooLarge(bytes: bytes, limit: limit) }
        return bytes
    }

    /// The whole file.
    func read() throws(Failure) -> Data {
        let expected = try size()
        let fd = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw errno == ENOENT ? .notFound : .unreadable(Self.errorText()) }
        defer { if fd != 0 { close(fd) } }
        var data = Data(count: expected.map { $0 + 1 } ?? 1 << 20)
        var used = 0
        while true {
            if used == data.count {
                guard data.count <= limit else { throw .tooLarge(bytes: used, limit: limit) }
                data.count = min(data.count * 2, limit + 1)
            }
            let n = data.withUnsafeMutableBytes { buffer in
                Glibc.read(fd, buffer.baseAddress! + used, buffer.count - used)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw errno == EISDIR ? .isFolder : .unreadable(Self.errorText())
            }
            if n == 0 { break }
            used += n
            if used > limit { throw .tooLarge(bytes: used, limit: limit) }
        }
        data.count = used  // shrinking keeps the same buffer
        return data
    }

    static func errorText() -> String { String(cString: strerror(errno)) }
}
