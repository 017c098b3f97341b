#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `GET {base}/v1/models`: the models an OpenAI-compatible endpoint serves (Ollama,
/// llama.cpp's server, vLLM, LM Studio and OpenAI all answer it), through the same libcurl
/// client, timeouts, key and error messages as a chat.
public enum ModelList {
    /// One model the endpoint lists.
    public struct Entry: Sendable, Equatable {
        public var id: String
        public var ownedBy: String?

        public init(id: String, ownedBy: String? = nil) {
            self.id = id
            self.ownedBy = ownedBy
        }
    }

    /// The endpoint's models, in the order it lists them.
    public static func fetch(config: LLMConfig, http: CurlHTTPClient = CurlHTTPClient(),
                             cancellation: CancellationFlag = CancellationFlag()) throws(LLMError) -> [Entry] {
        let endpoint = ChatEndpoint(config: config, http: http, cancellation: cancellation)
        var headers = [HTTPHeader("Accept", "application/json")]
        if let key = config.apiKey { headers.append(HTTPHeader("Authorization", "Bearer " + key)) }
        let request = HTTPRequest(url: config.modelsURL, headers: headers, body: [],
                                  connectTimeoutMilliseconds: config.connectTimeoutMilliseconds,
                                  totalTimeoutMilliseconds: config.totalTimeoutMilliseconds,
                                  maxResponseBytes: config.maxResponseBytes, proxy: config.proxy, method: .get)
        let response: HTTPResponse
        do { response = try http.send(request, cancellation: cancellation) } catch {
            throw endpoint.failure(error, partial: "", streaming: false)
        }
        guard response.head.isSuccess else {
            if response.head.status == 404 {
                throw .rejected(status: 404, detail: "this endpoint has no /v1/models")
            }
            throw endpoint.refusal(response.head, body: response.body)
        }
        return try entries(from: response.body).map {
            Entry(id: endpoint.scrub($0.id), ownedBy: $0.ownedBy.map(endpoint.scrub))
        }
    }

    /// The entries of a `{"object": "list", "data": [{"id": …}, …]}` body.
    public static func entries(from body: [UInt8]) throws(LLMError) -> [Entry] {
        struct Wire: Decodable {
            struct Model: Decodable {
                var id: String
                var owned_by: String?
            }
            var data: [Model]?
        }
        let wire: Wire
        do { wire = try JSONDecoder().decode(Wire.self, from: Data(body)) } catch {
            throw .malformedResponse(reason: "the model list is not the JSON of /v1/models")
        }
        guard let data = wire.data else { throw .malformedResponse(reason: "the model list has no \"data\"") }
        return data.map { Entry(id: $0.id, ownedBy: $0.owned_by) }
    }
}

extension LLMConfig {
    /// Where the model list is: `{base}/v1/models`, without doubling a `/v1` the base has
    /// (a base given as the full `…/chat/completions` is cut back to its `/v1`).
    public var modelsURL: String {
        let queryStart = baseURL.firstIndex(of: "?") ?? baseURL.endIndex
        let query = baseURL[queryStart...]
        var path = baseURL[..<queryStart]
        while path.hasSuffix("/") { path.removeLast() }
        if path.hasSuffix("/chat/completions") { path.removeLast("/chat/completions".count) }
        if path.hasSuffix("/v1") { return path + "/models" + query }
        return path + "/v1/models" + query
    }
}
