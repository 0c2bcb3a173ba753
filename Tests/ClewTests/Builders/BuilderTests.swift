import Clew
import Testing

struct GreetingBuilder: Builder {
    func build(using name: String) -> String { "Hello, \(name)!" }
}

struct CounterBuilder: Builder {
    func build(using input: Void) -> Int { 42 }
}

@MainActor
@Suite("Builder, scoped, map, AnyBuilder")
struct BuilderTests {
    @Test func buildUsingInput() {
        #expect(GreetingBuilder().build(using: "Ada") == "Hello, Ada!")
    }

    @Test func buildWithoutInputWhenInputIsVoid() {
        #expect(CounterBuilder().build() == 42)
    }

    @Test func scopedTurnsANarrowInputIntoTheFullOne() {
        struct User {
            let first: String
            let last: String
        }
        let scoped: some Builder<User, String> = GreetingBuilder().scoped { (user: User) in "\(user.first) \(user.last)"
        }
        #expect(scoped.build(using: User(first: "Ada", last: "Lovelace")) == "Hello, Ada Lovelace!")
    }

    @Test func mapTransformsTheOutput() {
        let length = GreetingBuilder().map(\.count)
        #expect(length.build(using: "Ada") == 11)
    }

    @Test func anyBuilderErasesAndDoesNotDoubleWrap() {
        let erased = GreetingBuilder().eraseToAnyBuilder()
        let builders: [AnyBuilder<String, String>] = [
            erased,
            AnyBuilder(erased),
            AnyBuilder { "Bye, \($0)." },
            AnyBuilder(GreetingBuilder().map { $0.uppercased() }),
        ]
        #expect(builders.map { $0.build(using: "Ada") } == ["Hello, Ada!", "Hello, Ada!", "Bye, Ada.", "HELLO, ADA!"])
    }

    @Test func scopedAndMappedCompose() {
        let builder = GreetingBuilder().scoped { (id: Int) in "user \(id)" }.map { $0 + " 👋" }
        #expect(builder.build(using: 7) == "Hello, user 7! 👋")
    }
}
