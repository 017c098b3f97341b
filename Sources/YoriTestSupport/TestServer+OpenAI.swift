import Foundation

extension TestServer {
    /// A small OpenAI-compatible server: `GET /v1/models` lists `models`, `POST
    /// /v1/chat/completions` answers `reply` (as server-sent events when the request asks
    /// for a stream and `streams`, else as one JSON document); anything else is a 404.
    public static func openAICompatible(models: [String], reply: String = "OK", streams: Bool = true,
                                        lifetime: Double = 20) -> TestServer {
        TestServer(lifetime: lifetime) { request in
            let path = request.target.split(separator: "?").first.map(String.init) ?? request.target
            if request.method == "GET", path.hasSuffix("/v1/models") {
                return [.send(Responses.http(200, "OK", body: Responses.models(models)))]
            }
            if request.method == "POST", path.hasSuffix("/v1/chat/completions") {
                let model = request.json?["model"] as? String ?? "test-model"
                if streams, request.json?["stream"] as? Bool == true {
                    let pieces = reply.count > 1 ? [String(reply.prefix(1)), String(reply.dropFirst())] : [reply]
                    return Responses.chunkedSteps(Responses.eventStream(pieces, model: model)) + [.send(Responses.lastChunk)]
                }
                return [.send(Responses.http(200, "OK", body: Responses.completion(reply, model: model)))]
            }
            return [.send(Responses.http(404, "Not Found", body: #"{"error":{"message":"no route \#(path)"}}"#))]
        }
    }
}

extension Responses {
    /// The body of `GET /v1/models`: `{"object":"list","data":[{"id":…,"object":"model",…}]}`.
    public static func models(_ ids: [String], ownedBy: String = "test") -> String {
        let data = ids.map { ["id": $0, "object": "model", "created": 1, "owned_by": ownedBy] as [String: Any] }
        let body = try! JSONSerialization.data(withJSONObject: ["object": "list", "data": data], options: [.sortedKeys])
        return String(decoding: body, as: UTF8.self)
    }
}
