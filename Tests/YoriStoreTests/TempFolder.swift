import Foundation

/// A fresh folder under the system temp folder, removed when the value is dropped.
final class TempFolder {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "yori-test-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }

    func bytes(_ name: String) -> Data? { FileManager.default.contents(atPath: file(name)) }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name)) }

    func mode(_ name: String) -> Int {
        let attributes = try! FileManager.default.attributesOfItem(atPath: file(name))
        return (attributes[.posixPermissions] as! NSNumber).intValue
    }
}
