import Foundation
import Testing
@testable import YoriKit

@Suite struct CookRcpDocumentTests {
    func decode(_ json: String) throws(CookRcpFileError) -> CookRcpDocument {
        try CookRcpDocument.decode(Data(json.utf8))
    }

    @Test func readsTheEnvelope() throws {
        let document = try CookRcpDocument.decode(try Fixtures.cookRcp("small-envelope.json"))
        #expect(document.rows.count == 5)
        #expect(document.declaredCount == 5)
        #expect(document.rows.map(\.number) == [1, 2, 3, 4, 5])
        #expect(document.rows[0]["RCP_SEQ"] == "9001")
        #expect(document.rows[0]["RCP_NM"] == "두부 달걀국")
        #expect(document.rows[0]["MISSING_FIELD"] == "")
    }

    @Test func readsABareArrayWithNumbersAndNulls() throws {
        let document = try CookRcpDocument.decode(try Fixtures.cookRcp("bare-array.json"))
        #expect(document.rows.count == 2)
        #expect(document.declaredCount == nil)
        #expect(document.rows[0]["INFO_ENG"] == "150")      // a JSON number
        #expect(document.rows[0]["MANUAL03"] == "")         // null
        #expect(document.rows[1]["RCP_SEQ"] == "9102")      // a JSON number
        #expect(document.rows.allSatisfy { $0.unreadable.isEmpty })
    }

    @Test func keepsBrokenRowsForTheImporter() throws {
        let document = try CookRcpDocument.decode(try Fixtures.cookRcp("broken-rows.json"))
        #expect(document.rows.count == 6)
        #expect(document.rows[3].notAnObject == "a string")
        #expect(document.rows[4].unreadable == [.init(field: "RCP_PARTS_DTLS", found: "an object")])
    }

    @Test func pointsAtBrokenJSON() throws {
        #expect(throws: CookRcpFileError.malformedJSON(line: 5, column: 7, problem: "expected ',' or '}', found '{'")) {
            try CookRcpDocument.decode(try Fixtures.cookRcp("malformed.json"))
        }
        #expect(throws: CookRcpFileError.malformedJSON(line: 1, column: 24,
                                                       problem: "the file ends inside a list (a ']' is missing)")) {
            try decode(#"{"COOKRCP01": {"row": ["#)
        }
        #expect(throws: CookRcpFileError.malformedJSON(line: 2, column: 1,
                                                       problem: "unexpected text after the end of the JSON value")) {
            try decode("[]\nx")
        }
    }

    @Test func aBrokenStringIsAProblemOfItsRowOnly() throws {
        let document = try decode("[{\"RCP_SEQ\": \"1\", \"RCP_NM\": \"계란\n말이\"}, {\"RCP_SEQ\": \"2\", \"RCP_NM\": \"죽\"}]")
        #expect(document.rows.count == 2)
        #expect(document.rows[0].unreadable.map(\.field) == ["RCP_NM"])
        #expect(document.rows[0].unreadable.first?.found.contains("control character") == true)
        #expect(document.rows[1].unreadable.isEmpty)
        let huge = try decode(#"[{"RCP_SEQ": 17, "RCP_NM": "죽", "INFO_ENG": 1e400, "HASH_TAG": ["a"]}]"#)
        #expect(huge.rows[0].unreadable == [.init(field: "HASH_TAG", found: "a list"),
                                            .init(field: "INFO_ENG", found: "a number out of range")])
        #expect(huge.rows[0]["RCP_SEQ"] == "17")
        let surrogate = try decode(#"[{"RCP_SEQ": "1", "RCP_NM": "\ud800"}]"#)
        #expect(surrogate.rows[0].unreadable == [.init(field: "RCP_NM", found: "text that is not valid UTF-8 or Unicode")])
    }

    @Test func refusesFilesThatAreNotCookRcp() throws {
        #expect(throws: CookRcpFileError.empty) { try decode("") }
        #expect(throws: CookRcpFileError.empty) { try decode(" \n\t ") }
        #expect(throws: CookRcpFileError.notCookRcp(found: "a response of the I2790 service")) {
            try CookRcpDocument.decode(try Fixtures.cookRcp("other-service.json"))
        }
        #expect(throws: CookRcpFileError.apiError(code: "INFO-100", message: "인증키가 유효하지 않습니다. 인증키를 확인하십시오.")) {
            try CookRcpDocument.decode(try Fixtures.cookRcp("api-error.json"))
        }
        #expect(throws: CookRcpFileError.notCookRcp(found: "an object with \"name\", \"recipes\"")) {
            try decode(#"{"recipes": [], "name": "x"}"#)
        }
        #expect(throws: CookRcpFileError.notCookRcp(found: "it holds a string, not an object or a list")) {
            try decode(#""COOKRCP01""#)
        }
        #expect(throws: CookRcpFileError.notCookRcp(found: "its rows have none of the COOKRCP01 fields RCP_SEQ, RCP_NM, RCP_PARTS_DTLS")) {
            try decode(#"[{"title": "pancakes"}, {"title": "waffles"}]"#)
        }
        #expect(throws: CookRcpFileError.notCookRcp(found: "a list of a number, not of recipe objects")) {
            try decode("[1, 2, 3]")
        }
        #expect(throws: CookRcpFileError.notCookRcp(found: "its \"COOKRCP01\" value has no list of rows")) {
            try decode(#"{"COOKRCP01": {"row": "none"}}"#)
        }
        #expect(throws: CookRcpFileError.noRows) { try decode("[]") }
        #expect(throws: CookRcpFileError.noRows) { try decode(#"{"COOKRCP01": {"total_count": "0", "row": []}}"#) }
        #expect(throws: CookRcpFileError.apiError(code: "INFO-200", message: "해당하는 데이터가 없습니다.")) {
            try decode(#"{"COOKRCP01": {"total_count": "0", "RESULT": {"CODE": "INFO-200", "MSG": "해당하는 데이터가 없습니다."}}}"#)
        }
    }

    @Test func messagesNameTheFileInBothLanguages() {
        let error = CookRcpFileError.malformedJSON(line: 3, column: 9, problem: "expected ',' or '}', found 'x'")
        #expect(error.message(.en, file: "a.json") == "a.json is not valid JSON: line 3, column 9: expected ',' or '}', found 'x'")
        #expect(error.message(.ko, file: "a.json").contains("3번째 줄 9번째 글자"))
        #expect(CookRcpFileError.notCookRcp(found: "x").message(.en, file: "b.json").contains("not a COOKRCP01 response"))
    }

    @Test func aByteOrderMarkIsFine() throws {
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(Data(#"[{"RCP_SEQ": "1", "RCP_NM": "죽"}]"#.utf8))
        #expect(try CookRcpDocument.decode(data).rows.count == 1)
    }
}
