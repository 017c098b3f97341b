#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `mkdir -p` with private (0700) permissions.
enum FolderMaker {
    static func make(_ folder: String) -> Bool {
        var current = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o700) != 0 && errno != EEXIST { return false }
        }
        var info = stat()
        return stat(folder, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
