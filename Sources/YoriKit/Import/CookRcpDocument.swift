#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A COOKRCP01 API response read from JSON: the envelope
/// `{"COOKRCP01": {"total_count": "…", "row": [...], "RESULT": {...}}}` or a bare array of rows.
public struct CookRcpDocument: Sendable {
    /// The rows, in file order, each read leniently (see `CookRcpRow`).
    public var rows: [CookRcpRow]
    /// `total_count` as the response states it, when it does.
    public var declaredCount: Int?

    public init(rows: [CookRcpRow], declaredCount: Int? = nil) {
        self.rows = rows
        self.declaredCount = declaredCount
    }

    /// Decodes a response. The bytes are parsed once; a file that cannot be used at all
    /// throws with the reason, rows that are individually broken are kept for the importer.
    public static func decode(_ data: Data) throws(CookRcpFileError) -> CookRcpDocument {
        guard data.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { throw .empty }
        let top: TopLevel
        do {
            top = try JSONDecoder().decode(TopLevel.self, from: data)
        } catch {
            if let failure = data.withUnsafeBytes({ JSONSyntaxCheck.firstError(in: $0) }) {
                throw .malformedJSON(line: failure.line, column: failure.column, problem: failure.problem)
            }
            throw .malformedJSON(line: 1, column: 1, problem: Self.describe(error))
        }
        var rows: [CookRcpRow]
        var declared: Int?
        switch top.shape {
        case .other(let found):
            throw .notCookRcp(found: found)
        case .apiError(let code, let message):
            throw .apiError(code: code, message: message)
        case .array(let list):
            rows = list
        case .envelope(let list, let result, let total):
            guard let list, !list.isEmpty else {
                if let result, let code = result.code, code != "INFO-000" {
                    throw .apiError(code: code, message: result.message ?? "")
                }
                throw .noRows
            }
            rows = list
            declared = total.flatMap { Int($0.filter { $0 != "," }) }
        }
        guard !rows.isEmpty else { throw .noRows }
        for index in rows.indices { rows[index].number = index + 1 }
        if !rows.contains(where: { $0.notAnObject == nil }) {
            throw .notCookRcp(found: "a list of \(rows[0].notAnObject ?? "values"), not of recipe objects")
        }
        if !rows.contains(where: \.looksLikeCookRcp) {
            throw .notCookRcp(found: "its rows have none of the COOKRCP01 fields RCP_SEQ, RCP_NM, RCP_PARTS_DTLS")
        }
        return CookRcpDocument(rows: rows, declaredCount: declared)
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): context.debugDescription
        default: String(describing: error)
        }
    }

    /// The top-level value, recognised in one decoding pass.
    private struct TopLevel: Decodable {
        enum Shape {
            case envelope([CookRcpRow]?, APIResult?, String?)
            case array([CookRcpRow])
            case apiError(String, String)
            case other(String)
        }

        let shape: Shape

        init(from decoder: any Decoder) throws {
            if let object = try? decoder.container(keyedBy: CookRcpRow.Key.self) {
                shape = Self.object(object)
            } else if var list = try? decoder.unkeyedContainer() {
                var rows: [CookRcpRow] = []
                if let count = list.count { rows.reserveCapacity(count) }
                while !list.isAtEnd { rows.append(try list.decode(CookRcpRow.self)) }
                shape = .array(rows)
            } else {
                shape = .other("it holds \(CookRcpRow.kind(of: try decoder.singleValueContainer())), not an object or a list")
            }
        }

        private static func object(_ object: KeyedDecodingContainer<CookRcpRow.Key>) -> Shape {
            let service = CookRcpRow.Key(stringValue: "COOKRCP01")
            if object.contains(service) {
                do {
                    let body = try object.decode(Body.self, forKey: service)
                    return .envelope(body.row, body.RESULT, body.total_count)
                } catch {
                    return .other("its \"COOKRCP01\" value has no list of rows")
                }
            }
            let keys = object.allKeys.map(\.stringValue).sorted()
            // Another 식품안전나라 service answers in the same shape under its own name.
            for key in object.allKeys where (try? object.decode(Body.self, forKey: key))?.row != nil {
                return .other("a response of the \(key.stringValue) service")
            }
            if let result = try? object.decode(APIResult.self, forKey: CookRcpRow.Key(stringValue: "RESULT")),
               let code = result.code {
                return .apiError(code, result.message ?? "")
            }
            if keys.contains("RCP_SEQ") || keys.contains("RCP_NM") {
                return .other("a single recipe object; put it in a list: [ {...} ]")
            }
            let shown = keys.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ")
            return .other(keys.isEmpty ? "an empty object" : "an object with \(shown)\(keys.count > 5 ? ", …" : "")")
        }
    }

    private struct Body: Decodable {
        let row: [CookRcpRow]?
        let RESULT: APIResult?
        let total_count: String?

        enum CodingKeys: String, CodingKey { case row, RESULT, total_count }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            row = try c.decodeIfPresent([CookRcpRow].self, forKey: .row)
            RESULT = try? c.decodeIfPresent(APIResult.self, forKey: .RESULT)
            total_count = (try? c.decodeIfPresent(String.self, forKey: .total_count))
                ?? (try? c.decodeIfPresent(Int.self, forKey: .total_count)).flatMap { $0.map(String.init) }
        }
    }

    private struct APIResult: Decodable {
        let code: String?
        let message: String?

        enum CodingKeys: String, CodingKey {
            case code = "CODE"
            case message = "MSG"
        }
    }
}
