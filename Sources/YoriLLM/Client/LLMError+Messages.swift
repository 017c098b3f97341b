import YoriKit

extension LLMError {
    /// A short explanation with what to do next, in the user's language. It shows the
    /// endpoint's own words (already cleaned) but never the API key.
    public func message(_ language: UserLanguage) -> String {
        let l = language
        switch self {
        case .invalidConfig(let problem):
            return problem.message(l)
        case .connectionRefused(let endpoint):
            return l.pick("\(endpoint)에 연결할 수 없어요 (연결 거부). 서버가 켜져 있는지, 주소와 포트가 맞는지 확인하세요.",
                          "cannot connect to \(endpoint) (connection refused). Is the server running, and are the address and port right?")
        case .hostNotFound(let host):
            return l.pick("호스트 \(host)을(를) 찾을 수 없어요. 주소의 철자와 네트워크 연결을 확인하세요.",
                          "cannot find the host \(host). Check the address's spelling and the network connection.")
        case .connectTimeout(let endpoint, let ms):
            return l.pick("\(seconds(ms))초 안에 \(endpoint)에 연결하지 못했어요. 네트워크나 프록시 설정을 확인하세요.",
                          "could not connect to \(endpoint) within \(seconds(ms)) s. Check the network or proxy settings.")
        case .timedOut(let ms, _):
            return l.pick("답이 \(seconds(ms))초 안에 끝나지 않아 멈췄어요. 잠시 뒤 다시 물어보거나 시간 제한을 늘리세요.",
                          "the answer did not finish within \(seconds(ms)) s, so yori stopped waiting. Try again later or raise the timeout.")
        case .noAnswer(let ms):
            return l.pick("엔드포인트가 \(seconds(ms))초 동안 아무 답도 하지 않아 멈췄어요. 서버가 바쁘거나 멈췄을 수 있어요. 이번 요청은 AI 호출 횟수에 넣지 않았어요.",
                          "the endpoint sent no answer within \(seconds(ms)) s, so yori stopped waiting. The server may be busy or stuck. This request was not counted against the daily AI calls.")
        case .emptyReply(let endpoint):
            return l.pick("\(endpoint)이(가) 아무 응답 없이 연결을 끊었어요. 주소가 OpenAI 호환 API 서버를 가리키는지, 서버 로그에 오류가 없는지 확인하세요.",
                          "\(endpoint) closed the connection without any answer. Check that the address points at an OpenAI-compatible API server and look at the server's log.")
        case .network(let reason, _):
            return l.pick("네트워크 오류: \(reason)", "network error: \(reason)")
        case .unauthorized(let status, let detail):
            return l.pick("인증에 실패했어요 (\(status)). API 키를 확인하세요.", "the endpoint refused the credentials (\(status)). Check the API key.")
                + quoted(detail, l)
        case .notFound(let model, let detail):
            return l.pick("찾을 수 없다는 응답이에요 (404). 모델 이름(\(model))과 기본 URL의 경로를 확인하세요.",
                          "the endpoint answered 404 (not found). Check the model name (\(model)) and the base URL's path.")
                + quoted(detail, l)
        case .rateLimited(let retryAfter, let detail):
            // Capped as the hold is (a day), and said in hours when long.
            let wait = retryAfter.map { min($0, WaitTime.longest) }.map {
                l.pick(" \(WaitTime.text($0, l)) 뒤에 다시 시도하세요.", " Try again in \(WaitTime.text($0, l)).")
            }
                ?? l.pick(" 잠시 뒤에 다시 시도하세요.", " Try again in a while.")
            return l.pick("요청이 너무 많다는 응답이에요 (429).", "the endpoint is rate-limiting requests (429).") + wait
                + quoted(detail, l)
        case .server(let status, let detail):
            let head = (500...599).contains(status)
                ? l.pick("서버 오류예요 (\(status)). 잠시 뒤에 다시 시도하세요.", "the endpoint had a server error (\(status)). Try again later.")
                : l.pick("서버가 답 대신 오류를 보냈어요.", "the endpoint sent an error instead of an answer.")
            return head + quoted(detail, l)
        case .rejected(let status, let detail):
            return l.pick("요청이 거부됐어요 (\(status)).", "the endpoint rejected the request (\(status)).") + quoted(detail, l)
        case .malformedResponse(let reason):
            return l.pick("응답을 이해할 수 없어요 (\(reason)). 기본 URL이 OpenAI 호환 API를 가리키는지 확인하세요.",
                          "the answer could not be read (\(reason)). Check that the base URL points at an OpenAI-compatible API.")
        case .streamCutOff:
            return l.pick("답이 도중에 끊겼어요. 받은 부분까지만 보여요.", "the answer was cut off before it finished; what arrived is shown.")
        case .tooLarge(let limit, let partial):
            return partial.isEmpty
                ? l.pick("답이 너무 길어서 (\(mebibytes(limit)) MiB 초과) 읽지 않았어요.",
                         "the answer is longer than \(mebibytes(limit)) MiB, so yori did not read it.")
                : l.pick("답이 너무 길어서 \(mebibytes(limit)) MiB에서 멈췄어요.",
                         "the answer was too long, so yori stopped reading it at \(mebibytes(limit)) MiB.")
        case .emptyAnswer:
            return l.pick("AI가 빈 답을 보냈어요. 다시 물어보거나 다른 모델을 써 보세요. (응답은 왔으니 AI 호출 횟수에는 들어가요.)",
                          "the model sent an empty answer. Ask again or try another model. (It did answer, so the call counts.)")
        case .cancelled:
            return l.pick("취소했어요.", "cancelled.")
        case .interrupted(let cause, _):
            return l.pick("답이 오는 도중에 멈췄어요. 받은 부분까지만 보여요. ", "the answer stopped part-way; what arrived is shown. ")
                + cause.message(l)
        }
    }

    private func quoted(_ detail: String?, _ l: UserLanguage) -> String {
        guard let detail, !detail.isEmpty else { return "" }
        return l.pick(" 서버 메시지: ", " The endpoint says: ") + detail
    }

    private func seconds(_ ms: Int) -> String {
        ms % 1000 == 0 ? String(ms / 1000) : String(Double(ms) / 1000)
    }

    private func mebibytes(_ bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? String(bytes >> 20) : String(Double(bytes) / Double(1 << 20))
    }
}

extension LLMError.ConfigProblem {
    /// The problem and the fix, in the user's language.
    public func message(_ l: UserLanguage) -> String {
        switch self {
        case .missingURL(let field):
            return l.pick("\(field.name(l))이 비어 있어요.", "the \(field.name(l)) is empty.")
        case .unsupportedScheme(let field, let scheme):
            let got = scheme.map { l.pick(" (받은 값: \($0):)", " (got \($0):)") } ?? ""
            return l.pick("\(field.name(l))은 http:// 또는 https://로 시작해야 해요\(got).",
                          "the \(field.name(l)) must start with http:// or https://\(got).")
        case .malformedURL(let field):
            return l.pick("\(field.name(l)) 형식이 올바르지 않아요. 예: http://localhost:11434",
                          "the \(field.name(l)) is not a valid URL; for example http://localhost:11434")
        case .missingModel:
            return l.pick("모델 이름이 비어 있어요.", "the model name is empty.")
        case .badModel:
            return l.pick("모델 이름에 제어 문자가 있어요.", "the model name contains control characters.")
        case .badKey:
            return l.pick("API 키에 공백이나 제어 문자가 있어요. 키를 다시 복사해 넣으세요.",
                          "the API key contains spaces or control characters; copy it again.")
        case .badTimeout:
            return l.pick("시간 제한은 0보다 커야 해요 (밀리초).", "timeouts must be greater than zero (milliseconds).")
        case .badTemperature:
            return l.pick("temperature는 0에서 2 사이여야 해요.", "the temperature must be between 0 and 2.")
        case .badResponseLimit:
            return l.pick("응답 크기 제한은 0보다 커야 해요.", "the response size limit must be greater than zero.")
        case .keyOverPlainHTTP(let host):
            return l.pick("API 키를 암호화되지 않은 http로 \(host)에 보낼 수 없어요. https://로 시작하는 주소를 쓰세요 (http는 이 컴퓨터의 서버에만 돼요).",
                          "refusing to send the API key over plain http to \(host); use an https:// endpoint "
                            + "(http is only for a server on this machine).")
        }
    }
}

extension LLMError.ConfigProblem.Field {
    /// Both names end in "URL" (유알엘), so the Korean particles are 이/은.
    func name(_ l: UserLanguage) -> String {
        switch self {
        case .baseURL: l.pick("기본 URL", "base URL")
        case .proxy: l.pick("프록시 URL", "proxy URL")
        }
    }
}
