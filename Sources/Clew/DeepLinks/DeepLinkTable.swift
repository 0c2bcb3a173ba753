/// The app's links: URL paths matched to the plans they open, declared once.
///
/// A pattern's segments are literal (`settings/privacy`) or named parameters (`note/:id`); query
/// items are parameters too. A plan-maker reads them with ``DeepLinkMatch/parameter(_:)`` or
/// ``DeepLinkMatch/parameter(_:as:)`` and builds the plan, throwing ``DeepLinkError`` for a
/// missing or invalid one.
///
/// ```swift
/// var links = DeepLinkTable(scheme: "clew")
/// links.add("profile") { _ in DeepLinkPlan(stack: [home, ProfileScreen(user)]) }
/// links.add("paywall") { link in
///     let source = try link.parameter("source", as: PaywallSource.self)   // ?source=profile
///     return try DeepLinkPlan(
///         stack: source == .profile ? [home, ProfileScreen(user)] : [home],
///         presenting: PaywallBuilder().build(with: source))
/// }
/// router.open("clew://paywall?source=profile", with: links)   // Home ▸ Profile, Paywall presented
/// ```
@MainActor
public struct DeepLinkTable {
    /// Makes the plan for a matched link.
    public typealias PlanMaker = @MainActor (DeepLinkMatch) throws -> DeepLinkPlan

    private struct Entry {
        let pattern: String
        let segments: [Substring]
        let makePlan: PlanMaker
    }

    /// The scheme the app's links use (`clew`), lowercased.
    public let scheme: String
    private var entries: [Entry] = []

    /// An empty table for links of `scheme`.
    public init(scheme: String) {
        self.scheme = scheme.lowercased()
    }

    /// Adds `pattern` (`paywall`, `note/:id`; an empty pattern is the bare `clew://`). The first
    /// matching pattern wins.
    public mutating func add(_ pattern: String, plan makePlan: @escaping PlanMaker) {
        let segments = pattern.split(separator: "/", omittingEmptySubsequences: true)
        entries.append(Entry(pattern: pattern, segments: segments, makePlan: makePlan))
    }

    /// The patterns, in order.
    public var patterns: [String] { entries.map(\.pattern) }

    /// Matches `link` and makes its plan.
    ///
    /// - Throws: ``DeepLinkError`` for another scheme, an unknown path, or what the plan-maker
    ///   throws (a missing or invalid parameter, a builder's own error).
    public func plan(for link: DeepLink) throws -> DeepLinkPlan {
        guard link.scheme == scheme else {
            throw DeepLinkError.unsupportedScheme(UntrustedText.escaped(link.scheme), expected: scheme)
        }
        for entry in entries {
            guard let parameters = Self.match(entry.segments, link.path) else { continue }
            return try entry.makePlan(DeepLinkMatch(link: link, pattern: entry.pattern, pathParameters: parameters))
        }
        throw DeepLinkError.unknownPath(UntrustedText.escaped(link.pathString), known: patterns)
    }

    private static func match(_ pattern: [Substring], _ path: [String]) -> [String: String]? {
        guard pattern.count == path.count else { return nil }
        var parameters: [String: String] = [:]
        for (expected, actual) in zip(pattern, path) {
            if expected.hasPrefix(":") {
                parameters[String(expected.dropFirst())] = actual
            } else if expected != actual {
                return nil
            }
        }
        return parameters
    }
}

/// A link matched to a pattern: its parameters, for the plan-maker.
public struct DeepLinkMatch: Sendable {
    /// The link.
    public let link: DeepLink
    /// The pattern it matched.
    public let pattern: String
    /// The values of the pattern's `:name` segments.
    public let pathParameters: [String: String]

    /// The parameter `name`: a path segment `:name`, else a query item.
    ///
    /// - Throws: ``DeepLinkError/missingParameter(_:link:)`` when the link has none.
    public func parameter(_ name: String) throws(DeepLinkError) -> String {
        if let value = pathParameters[name] ?? link.query(name) { return value }
        throw .missingParameter(name, link: UntrustedText.escaped(link.text))
    }

    /// The parameter `name` as a `RawRepresentable` with `String` raw values (an enum such as `PaywallSource`).
    ///
    /// - Throws: ``DeepLinkError/invalidParameter(_:value:expected:)`` listing the accepted values
    ///   when `T` is `CaseIterable`.
    public func parameter<T: RawRepresentable>(_ name: String, as type: T.Type) throws(DeepLinkError) -> T
    where T.RawValue == String {
        let value = try parameter(name)
        if let parsed = T(rawValue: value) { return parsed }
        let expected =
            (T.self as? any CaseIterable.Type).map { Self.cases(of: $0) }
            ?? tr("a value of type %s").substituting("\(T.self)")
        throw .invalidParameter(name, value: UntrustedText.escaped(value), expected: expected)
    }

    /// The parameter `name` as a number, a Boolean or any `LosslessStringConvertible` type.
    public func parameter<T: LosslessStringConvertible>(_ name: String, as type: T.Type) throws(DeepLinkError) -> T {
        let value = try parameter(name)
        if let parsed = T(value) { return parsed }
        throw .invalidParameter(
            name, value: UntrustedText.escaped(value), expected: tr("a value of type %s").substituting("\(T.self)"))
    }

    private static func cases<C: CaseIterable>(of type: C.Type) -> String {
        let names = C.allCases.map { "“\(($0 as? any RawRepresentable)?.rawValue ?? "\($0)")”" }
        // TRANSLATORS: what a link's value may be: %s lists the choices (“home”, “profile”).
        return tr("one of %s").substituting(names.joined(separator: ", "))
    }
}
