import YoriKit

extension AnswerRenderer {
    /// `yori cook --json`: one element per recipe, best first.
    public func recipeArray(_ r: Recommendation) -> JSONValue {
        .array(r.matches.map(recipeObject))
    }

    func recipeObject(_ m: RecipeMatch) -> JSONValue {
        .object([
            ("id", .int(m.recipe.id)),
            ("name", .string(m.recipe.name)),
            ("name_en", .string(m.recipe.nameEnglish)),
            ("source", .string(m.recipe.source.rawValue)),
            ("kind", .string(m.recipe.kind)),
            ("method", .string(m.recipe.method)),
            ("match_rate", .double((m.rate * 1000).rounded() / 1000)),
            ("matched", .strings(m.matched.map(\.name))),
            ("missing", .strings(m.missing)),
            ("staples", .strings(m.staples)),
            ("match_levels", .array(m.matched.map {
                .object([("ingredient", .string($0.name)), ("level", .string($0.level.rawValue)),
                         ("asked", .string($0.asked)), ("from_fridge", .bool($0.fromFridge))])
            })),
            ("asked_used", .int(Int64(m.askedUsed))),
            ("from_fridge", .strings(m.matched.filter(\.fromFridge).map(\.name))),
            ("use_first", .array(m.dueItems.map {
                .object([("ingredient", .string($0.name)), ("days_left", .int(Int64($0.daysLeft)))])
            })),
            ("past_date", .array(m.expiredItems.map {
                .object([("ingredient", .string($0.name)), ("days_past", .int(Int64(-$0.daysLeft)))])
            })),
        ])
    }

    /// One answer as a JSON object: a line of pipe mode's JSON Lines, or `ask --json`.
    public func object(_ reply: Reply, command: Command?, input: String?) -> JSONValue {
        var pairs: [(String, JSONValue)] = []
        if let input { pairs.append(("input", .string(input))) }
        // `처음부터`/`start over` is the conversation's own intent, whatever the line read as alone.
        let reset = if case .dialogue(.reset) = reply.answer { true } else { false }
        // A line read as an add that dated food already stored (`우유 유통기한 내일까지야`) was an edit.
        let dated = if case .fridgeDated = reply.answer { true } else { false }
        pairs.append(("intent", .optional(reset ? "reset" : dated ? "fridge_edit" : command?.intent ?? Self.intent(of: reply.answer))))
        pairs.append(("language", .string(reply.language.rawValue)))
        pairs.append(("status", .string(reply.answer.status.rawValue)))
        switch reply.answer {
        case .model, .readByModel, .readingRefused:
            break  // the model's answer says its route below, with its figures
        default:
            switch reply.answer.origin {
            case .model(let answer): pairs += [("route", "model"), ("model", .string(answer.model))]
            case .modelFailed: pairs.append(("route", "model"))
            case .local, .cache: pairs.append(("route", "local"))
            }
        }
        // "게란이랑 대파": the words read as other words, as `yori parse --json` shows them.
        if !reply.readAs.isEmpty { pairs.append(("read_as", .array(reply.readAs.map(\.json)))) }
        return .object(pairs + answerPairs(reply))
    }

    /// The answer's own fields.
    func answerPairs(_ reply: Reply) -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = []
        switch reply.answer {
        case .recipes(let r):
            pairs.append(("ingredients", .strings(r.asked.map { $0.canonical ?? $0.word })))
            pairs.append(("unknown", .strings(r.unknownWords)))
            pairs.append(("staples_named", .strings(r.namedStaples.map { $0.canonical ?? $0.word })))
            pairs.append(("from_fridge", .bool(r.fromFridge)))
            pairs += [("total", .int(Int64(r.total))), ("complete", .int(Int64(r.complete))), ("page", .int(Int64(r.page))),
                      ("limit", .int(Int64(r.limit))), ("has_more", .bool(r.hasMore)),
                      ("first_number", .int(Int64((r.page - 1) * r.limit + 1)))]
            pairs += filterPairs(kind: r.filter.kind, method: r.filter.method, maxKcal: r.filter.maxKcal, onlyHave: r.filter.strict,
                                 narrowing: r.filter.narrowing, refines: r.refines)
            if r.onlyStaples { pairs.append(("message", .string(plain.text(reply)))) }
            pairs.append(("recipes", recipeArray(r)))
        case .badInput(let bad):
            pairs.append(("error", .string(Self.code(bad))))
            pairs.append(("message", .string(plain.text(reply))))
        case .fridgeAdded(let added, let ticked, let today):
            if !ticked.isEmpty { pairs.append(("ticked", .array(ticked.map(shoppingItemJSON)))) }
            pairs.append(("items", .array(added.map { item, source in
                var object = fridgeItemPairs(item, today: today)
                switch source {
                case .given(let isPast):
                    object += [("expiry_source", "given"), ("past_date", .bool(isPast))]
                case .shelfLife(let days):
                    object += [("expiry_source", "shelf_life"), ("shelf_life_days", .int(Int64(days)))]
                case .shelfLifeSinceBought(let days, let isPast):
                    object += [("expiry_source", "shelf_life_since_bought"), ("shelf_life_days", .int(Int64(days))),
                               ("past_date", .bool(isPast))]
                case .unsuitablePlace(let days, let doNotFreeze):
                    object += [("expiry_source", "unsuitable_place"), ("shelf_life_days", .int(Int64(days))),
                               ("do_not_freeze", .bool(doNotFreeze))]
                case .none:
                    object.append(("expiry_source", "none"))
                }
                return .object(object)
            })))
        case .fridgeList(let listing):
            if !listing.ingredients.isEmpty { pairs.append(("ingredients", .strings(listing.ingredients))) }
            pairs.append(("items", .array(listing.items.map { .object(fridgeItemPairs($0, today: listing.today)) })))
            pairs.append(("categories", .object(listing.categories.map { ($0.category, .int(Int64($0.count))) })))
        case .fridgeConsumed(let results):
            pairs.append(("results", .array(results.map { r in
                // `taken`/`unit` and `remaining` are single numbers when one unit is involved (null
                // otherwise); `taken_amounts` and `remaining_amounts` list every unit.
                let single = r.plan.taken.count == 1 ? r.plan.taken.first : nil
                let left = Set(r.remaining.map(\.unit)).count == 1 ? r.remaining.map(\.quantity).reduce(0, +) : nil
                return .object([("kind", .string(r.kind.rawValue)), ("ingredient", .string(r.name)),
                                ("taken", single.map { .double($0.quantity) } ?? .null), ("unit", .optional(single?.unit)),
                                ("taken_amounts", Self.amountArray(r.plan.taken)),
                                ("short_by", r.plan.shortBy.map { .double($0.quantity) } ?? .null),
                                ("remaining", left.map(JSONValue.double) ?? .null),
                                ("remaining_amounts", Self.amountArray(r.remaining)),
                                ("remaining_lots", .int(Int64(r.remainingLots)))])
            })))
        case .fridgeMoved(let moves, let today):
            pairs.append(("moved", fridgeMovedJSON(moves, today: today)))
        case .fridgeDated(let dated, let today):
            // As `fridge edit --json`: each item as it is now and as it was.
            pairs.append(("edited", .array(dated.map { .object(fridgeItemPairs($0.after, today: today)) })))
            pairs.append(("before", .array(dated.map { .object(fridgeItemPairs($0.before, today: today)) })))
        case .fridgeOpened(let openings):
            pairs.append(("opened", .array(openings.map { opening in
                let expiry: String = switch opening.expiry {
                case .shortened: "shortened"
                case .kept: "kept"
                case .noOpenedLife: "no_opened_life"
                case .alreadyOpened: "already_opened"
                }
                let today = opening.today ?? opening.item.opened ?? opening.item.added
                return .object(fridgeItemPairs(opening.item, today: today)
                    + [("expiry_change", .string(expiry)),
                       ("expires_before", .optional(opening.before?.description)),
                       ("keep_in", .optional(opening.keepIn?.rawValue)),
                       ("unopened_rest", opening.rest.map { .object(fridgeItemPairs($0, today: today)) } ?? .null)])
            })))
        case .fridgeHistory(let events, _):
            pairs.append(("events", fridgeHistoryJSON(events)))
        case .fridgeStats(let stats):
            pairs += fridgeStatsJSON(stats)
        case .guide(let topic):
            pairs.append(("topic", .string(topic.rawValue)))
            pairs.append(("message", .string(plain.text(reply))))
        case .expiring(let report):
            pairs.append(("within_days", .int(Int64(report.withinDays))))
            pairs.append(("items", .array(report.groups.flatMap { level, items in
                items.map { .object(fridgeItemPairs($0, today: report.today) + [("alert", .string(Self.alertName(level)))]) }
            })))
        case .substitutes(let all):
            pairs.append(("substitutes", .array(all.map { s in
                .object([("ingredient", .string(s.ingredient)), ("options", .strings(s.options)), ("at_hand", .strings(s.atHand))])
            })))
        case .storageTips(let tips):
            pairs.append(("tips", .array(tips.map { tip in
                var object: [(String, JSONValue)] = [("ingredient", .string(tip.ingredient))]
                if let place = tip.place { object.append(("place", .string(place.rawValue))) }
                if tip.leftoverDish { object.append(("leftover_dish", .bool(true))) }
                if let today = tip.today, !tip.stored.isEmpty {
                    object.append(("stored", .array(tip.stored.map { item in
                        .object([("id", .int(item.id)), ("place", .string(item.place.rawValue)),
                                 ("expires", .optional(item.expires?.description)),
                                 ("days_left", item.daysLeft(today: today).map { .int(Int64($0)) } ?? .null),
                                 ("opened", .optional(item.opened?.description))])
                    })))
                }
                if let row = tip.shelfLife {
                    object += [("fridge_days", row.fridgeDays.map { .int(Int64($0)) } ?? .null),
                               ("freezer_days", row.freezerDays.map { .int(Int64($0)) } ?? .null),
                               ("pantry_days", row.pantryDays.map { .int(Int64($0)) } ?? .null),
                               ("tip", .string(row.tip(reply.language))), ("do_not_freeze", .bool(row.doNotFreeze))]
                } else if let (category, row) = tip.categoryDefault {
                    object += [("fridge_days", row.fridgeDays.map { .int(Int64($0)) } ?? .null),
                               ("freezer_days", row.freezerDays.map { .int(Int64($0)) } ?? .null),
                               ("pantry_days", row.pantryDays.map { .int(Int64($0)) } ?? .null),
                               ("category_default", .string(category))]
                }
                object.append(("own_tips", .array(tip.ownTips.map {
                    .object([("text", .string($0.text)), ("source", .string($0.source))])
                })))
                if let answer = tip.fromModel {
                    object += [("asked_model", .string(answer.model)),
                               ("calls_left", tip.remaining.map { .int(Int64($0)) } ?? .null)]
                }
                if let problem = tip.modelProblem { object.append(("model_problem", .string(plain.text(Reply(problem, language: reply.language))))) }
                return .object(object)
            })))
        case .history(let listing):
            pairs.append(("turns", .array(listing.turns.map(turnObject))))
        case .copy(let copy):
            pairs.append(("ref", .int(Int64(copy.ref))))
            if let part = copy.part { pairs.append(("part", .string(part.rawValue))) }
            if let turn = copy.turn {
                pairs.append(("id", .int(turn.id)))
                pairs.append(("text", .string(turn.answer)))
                switch copy.delivery {
                case .clipboard(let ways): pairs += [("delivery", "clipboard"), ("copied_via", .strings(ways))]
                case .printed: pairs.append(("delivery", "printed"))
                case .noClipboard: pairs.append(("delivery", "no_clipboard"))
                case .pending: break
                }
            } else {
                pairs.append(("message", .string(plain.text(reply))))
            }
        case .fridgeRefused(let error):
            pairs.append(("message", .string(plain.fridgeRefusal(error, reply.language))))
        case .model(let answer, let remaining, let warning):
            pairs += [("route", .string(answer.fromCache ? "cache" : "model")), ("model", .string(answer.model)), ("answer", .string(TerminalSanitizer.clean(answer.text))),
                      ("complete", .bool(answer.complete)),
                      ("prompt_tokens", answer.promptTokens.map { .int(Int64($0)) } ?? .null),
                      ("completion_tokens", answer.completionTokens.map { .int(Int64($0)) } ?? .null),
                      ("calls_left", remaining.map { .int(Int64($0)) } ?? .null)]
            if let warning { pairs.append(("warning", .string(warning))) }
        case .quota(let used, let limit, let configured, let resets, let waiting):
            pairs += [("used", .int(Int64(used))), ("limit", .int(Int64(limit))), ("configured", .bool(configured)),
                      ("resets", .string(resets.description)),
                      ("retry_after_seconds", waiting.map { .int(Int64($0)) } ?? .null)]
        case .quotaSpent(let used, let limit):
            pairs += [("used", .int(Int64(used))), ("limit", .int(Int64(limit))), ("message", .string(plain.text(reply)))]
        case .modelWaiting(let seconds):
            pairs += [("retry_after_seconds", .int(Int64(seconds))), ("message", .string(plain.text(reply)))]
        case .readByModel(let reading, let result):
            // What the model read the line as (`yori parse --json`'s shape), then the answer of running it.
            pairs += [("route", .string(reading.answer.fromCache ? "cache" : "model")), ("model", .string(reading.answer.model)),
                      ("understood", reading.json(reply.language)),
                      ("understood_text", .string(plain.understood(reading.command, reply.language))),
                      ("prompt_tokens", reading.answer.promptTokens.map { .int(Int64($0)) } ?? .null),
                      ("completion_tokens", reading.answer.completionTokens.map { .int(Int64($0)) } ?? .null),
                      ("calls_left", reading.remaining.map { .int(Int64($0)) } ?? .null)]
            pairs += answerPairs(Reply(result, language: reply.language)).filter { $0.0 != "route" && $0.0 != "model" }
        case .readingRefused(let refusal, let model, let remaining):
            pairs += [("route", "model"), ("model", .string(model.model)), ("error", .string(refusal.code)),
                      ("message", .string(refusal.message(reply.language))),
                      ("calls_left", remaining.map { .int(Int64($0)) } ?? .null)]
        case .localInstead(let answer, let reason):
            pairs.append(("note", .string(plain.localInsteadNote(reason, reply.language))))
            switch reason {
            case .quotaSpent: pairs.append(("model_unavailable", "quota_spent"))
            case .waiting(let seconds):
                pairs += [("model_unavailable", "retry_after"), ("retry_after_seconds", .int(Int64(seconds)))]
            case .notConfigured: pairs.append(("model_unavailable", "not_configured"))
            case .misconfigured: pairs.append(("model_unavailable", "settings"))
            }
            pairs += answerPairs(Reply(answer, language: reply.language))
        case .shoppingList(let items, let change):
            let object = shoppingItemJSON
            pairs += [("items", .array(items.map(object))), ("added", .array(change.added.map(object))),
                      ("merged", .array(change.merged.map(object))),
                      ("already_there", .array(change.alreadyThere.map(object))),
                      ("removed", .array(change.removed.map(object))),
                      ("cleared", .array(change.cleared.map(object))),
                      ("scale", change.scale.map(scaleJSON) ?? .null),
                      ("clear", .optional(change.clearing?.rawValue)),
                      ("checked", .int(Int64(items.filter(\.checked).count))),
                      ("text", .string(plain.shoppingText(items, reply.language)))]
        case .recipeTranslated(let recipe, let outcome):
            pairs += translationPairs(recipe, outcome, reply.language)
        case .searchResults, .recipeDetail, .recipeNotFound, .bookmarked, .bookmarkList, .cookedLogged, .cookingLog,
             .recipeSaved, .recipeRefused:
            pairs += cookbookPairs(reply)
            if case .searchResults(let page) = reply.answer {
                pairs += filterPairs(kind: nil, method: nil, maxKcal: page.search.maxKcal, onlyHave: page.search.narrowing.onlyHave,
                                     narrowing: page.search.narrowing, refines: page.refines).filter { $0.0 != "kind" && $0.0 != "method" }
            }
        case .dialogue(let answer):
            pairs += dialoguePairs(answer, reply: reply)
        case .notUnderstood(_, let askedAI):
            pairs.append(("error", askedAI ? "not_configured" : "not_understood"))
            pairs.append(("message", .string(plain.text(reply))))
        case .localReply(let local):
            switch local {
            case .smallTalk(let kind, _):
                if local.isBadInput { pairs.append(("error", "not_understood")) }
                pairs.append(("small_talk", .string(kind.rawValue)))
            case .commandHint(let hint):
                pairs.append(("error", "command_word"))
                if let meant = hint.meant { pairs.append(("did_you_mean", .string(meant))) }
            }
            pairs.append(("message", .string(plain.text(reply))))
        case .help, .needIngredients, .failure, .notAvailable, .modelFailed, .shoppingRefused:
            pairs.append(("message", .string(plain.text(reply))))
        }
        return pairs
    }

    private var plain: AnswerRenderer { AnswerRenderer(style: .plain, lexicon: lexicon) }

    func fridgeItemPairs(_ item: FridgeItem, today: LocalDay) -> [(String, JSONValue)] {
        [("id", .int(item.id)), ("ingredient", .string(item.name)), ("canonical", .optional(item.canonical)),
         ("quantity", item.quantity.map(JSONValue.double) ?? .null), ("unit", .optional(item.unit)),
         ("place", .string(item.place.rawValue)), ("added", .string(item.added.description)),
         ("expires", .optional(item.expires?.description)),
         ("days_left", item.daysLeft(today: today).map { .int(Int64($0)) } ?? .null),
         ("expires_set_by_user", .bool(item.expiresSetByUser)), ("note", .optional(item.note)),
         ("opened", .optional(item.opened?.description))]
    }

    /// The intent of an answer given by a fixed subcommand without a `Command` (`yori cooked`
    /// listing the log, `yori bookmarks`, `yori unbookmark`).
    static func intent(of answer: Answer) -> String? {
        switch answer {
        case .cookingLog: "cooked_list"
        case .bookmarkList: "bookmarks"
        case .bookmarked(_, let on, _): on ? "bookmark" : "unbookmark"
        case .cookedLogged: "cooked"
        case .recipeDetail: "show"
        case .recipeTranslated: "translate"
        case .searchResults: "search"
        case .recipes: "recommend"
        case .shoppingList: "shop_list"
        case .fridgeMoved: "fridge_move"
        case .fridgeOpened: "fridge_open"
        case .fridgeDated: "fridge_edit"
        case .fridgeHistory: "fridge_history"
        case .fridgeStats: "fridge_stats"
        default: nil
        }
    }

    /// `[{"quantity": 1, "unit": "L"}, …]`.
    static func amountArray(_ amounts: [FridgeAmount]) -> JSONValue {
        .array(amounts.map { .object([("quantity", .double($0.quantity)), ("unit", .string($0.unit))]) })
    }

    static func alertName(_ level: ExpiryAlert) -> String {
        switch level {
        case .past: "past"
        case .today: "today"
        case .within3: "d3"
        case .within7: "d7"
        case .later: "later"
        }
    }

    static func code(_ bad: BadInput) -> String {
        switch bad {
        case .emptyQuestion: "empty_question"
        case .invalidUTF8: "invalid_utf8"
        case .tooLong: "line_too_long"
        case .badDate: "bad_date"
        case .settings: "settings"
        case .vagueAmount: "vague_amount"
        }
    }

    /// One shopping-list line in `--json`.
    func shoppingItemJSON(_ item: ShoppingItem) -> JSONValue {
        .object([("id", .int(item.id)), ("ingredient", .string(item.name)),
                 ("amount", .string(ShoppingAmount.tidy(item.amount))), ("to_buy", .optional(item.toBuy)),
                 ("recipe", .optional(item.recipe)), ("checked", .bool(item.checked)), ("bought", .bool(item.bought))])
    }
}
