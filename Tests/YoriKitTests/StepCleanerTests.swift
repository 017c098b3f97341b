import Testing
@testable import YoriKit

@Suite struct StepCleanerTests {
    static let cleaner = StepCleaner(lexicon: try! Builtin.lexicon())

    @Test(arguments: [
        ("1. 감자는 껍질을 벗기고 3cm 크기로 썰어준다.a", "감자는 껍질을 벗기고 3cm 크기로 썰어준다."),
        ("2. 손질한 새우를 끓는 물에 데친다.b,c", "손질한 새우를 끓는 물에 데친다."),
        ("7. 양념장을 만든다.-D", "양념장을 만든다."),
        ("8. 소스를 곁들인다. -C, -D", "소스를 곁들인다."),
        ("9. 그릇에 담아 낸다. (d)", "그릇에 담아 낸다."),
        ("10) 한 번 더 볶는다.(기호에 따라 생략)b", "한 번 더 볶는다.(기호에 따라 생략)"),
        ("① 쌀을 씻는다.", "쌀을 씻는다."),
        ("1.5cm 크기로 썬다.", "1.5cm 크기로 썬다."),
        ("2컵의 물을 붓는다.", "2컵의 물을 붓는다."),
        ("비타민 C", "비타민 C"),
        ("소금 5g", "소금 5g"),
        // Fixed-width line breaks: inside a word, before particles, inside an ingredient name.
        ("3. 약한 불에서 5분 더 끓인\n다.a", "약한 불에서 5분 더 끓인다."),
        ("4. 시금치는 데쳐서 물기를 꼭 짜\n고 송송 썬다.", "시금치는 데쳐서 물기를 꼭 짜고 송송 썬다."),
        ("5. 참\n기름과 청양\n고추를 넣는다.", "참기름과 청양고추를 넣는다."),
        ("6. 양파는 껍질을 벗긴 뒤\n반으로 자른다.", "양파는 껍질을 벗긴 뒤 반으로 자른다."),
        ("7. 물기를 꼭 짠\n나물을 볶는다.", "물기를 꼭 짠 나물을 볶는다."),
        ("<br />1. 팬을 달군다.&nbsp;", "팬을 달군다."),
        // Photo labels inside a step, where the form joined two photos' text.
        ("1. 양파는 채 썰고,b 당근은 깍둑 썬다.", "양파는 채 썰고, 당근은 깍둑 썬다."),
        ("2. 반죽을 둥글게 빚어b 기름에 지진다.", "반죽을 둥글게 빚어 기름에 지진다."),
        ("3. 감자를 찐다.a 찐 감자는 으깬다.", "감자를 찐다. 찐 감자는 으깬다."),
        ("4. 소스를 끓여 두었다가-D 튀긴 두부에 붓는다.", "소스를 끓여 두었다가 튀긴 두부에 붓는다."),
        ("5. 썰어 둔 배를 -B 그릇 한쪽에 담는다.", "썰어 둔 배를 그릇 한쪽에 담는다."),
        ("6. L.A 갈비는 찬물에 담근다.", "L.A 갈비는 찬물에 담근다."),
        ("7. 비타민 C 가 많은 채소", "비타민 C 가 많은 채소"),
        ("8. A 소스와 B 소스를 섞는다.", "A 소스와 B 소스를 섞는다."),
        ("", ""),
        ("   ", ""),
    ])
    func cleansSteps(_ raw: String, _ expected: String) {
        #expect(Self.cleaner.clean(raw) == expected)
    }

    @Test func cleansFreeTextWithoutTouchingNumbers() {
        #expect(Self.cleaner.cleanText("1. 소금 대신\n허브를 쓰면 좋아요.") == "1. 소금 대신 허브를 쓰면 좋아요.")
    }
}
