internal import CGio

/// An immutable `GDateTime`: an instant with its time zone, as GIO's file infos and certificates and GTK's
/// calendar give it.
///
/// ```swift
/// let moment = DateTime(unixTime: 86_400)  // 1970-01-02, UTC
/// #expect(moment.unixTime == 86_400)
/// #expect(moment.year == 1970 && moment.month == 1 && moment.day == 2)
/// #expect(DateTime(iso8601: "2024-05-01T12:30:00Z")?.hour == 12)
/// #expect(DateTime(iso8601: "yesterday") == nil)
/// ```
public final class DateTime: @unchecked Sendable, Equatable, Hashable, CustomStringConvertible, OpaqueHandle {
    // Sendable: a GDateTime is immutable and its reference count atomic.
    /// The `GDateTime *`, holding one reference of its own.
    package let pointer: OpaquePointer

    /// Takes a pointer a C function returned: a full reference or a borrowed one.
    package init(taking pointer: OpaquePointer, transfer: GObjectRef.Transfer) {
        self.pointer = transfer == .none ? g_date_time_ref(pointer) : pointer
    }

    deinit { g_date_time_unref(pointer) }

    /// The instant `seconds` after 1970-01-01 00:00 UTC, in UTC (`g_date_time_new_from_unix_utc`).
    public convenience init(unixTime seconds: Int64) {
        self.init(taking: g_date_time_new_from_unix_utc(gint64(seconds)), transfer: .full)
    }

    /// The instant an ISO 8601 text names (`2024-05-01T12:30:00Z`, `…+02:00`), or nil when it names none
    /// (`g_date_time_new_from_iso8601`; a text without a zone is read in UTC).
    public convenience init?(iso8601 text: String) {
        let utc = g_time_zone_new_utc()
        defer { g_time_zone_unref(utc) }
        guard let pointer = g_date_time_new_from_iso8601(text, utc) else { return nil }
        self.init(taking: pointer, transfer: .full)
    }

    /// Now, in the local time zone (`g_date_time_new_now_local`).
    public static func now() -> DateTime { DateTime(taking: g_date_time_new_now_local(), transfer: .full) }

    /// Seconds since 1970-01-01 00:00 UTC (`g_date_time_to_unix`).
    public var unixTime: Int64 { Int64(g_date_time_to_unix(pointer)) }
    /// The microseconds within the second (0–999 999).
    public var microsecond: Int { Int(g_date_time_get_microsecond(pointer)) }
    /// The year in the instant's time zone.
    public var year: Int { Int(g_date_time_get_year(pointer)) }
    /// The month, 1–12.
    public var month: Int { Int(g_date_time_get_month(pointer)) }
    /// The day of the month, 1–31.
    public var day: Int { Int(g_date_time_get_day_of_month(pointer)) }
    /// The hour, 0–23.
    public var hour: Int { Int(g_date_time_get_hour(pointer)) }
    /// The minute, 0–59.
    public var minute: Int { Int(g_date_time_get_minute(pointer)) }
    /// The second, 0–59.
    public var second: Int { Int(g_date_time_get_second(pointer)) }
    /// The offset of the time zone from UTC, in seconds.
    public var utcOffset: Int { Int(g_date_time_get_utc_offset(pointer) / 1_000_000) }

    /// The same instant in UTC.
    public var utc: DateTime { DateTime(taking: g_date_time_to_utc(pointer), transfer: .full) }

    /// The ISO 8601 text, e.g. `2024-05-01T12:30:00Z` (`g_date_time_format_iso8601`).
    public var description: String { takeString(g_date_time_format_iso8601(pointer)) ?? "" }

    /// The instant formatted by `g_date_time_format`'s directives (`"%Y-%m-%d"`), or nil for an invalid format.
    public func formatted(_ format: String) -> String? { takeString(g_date_time_format(pointer, format)) }

    /// Whether both are the same instant (`g_date_time_equal`: time zones aside).
    public static func == (lhs: DateTime, rhs: DateTime) -> Bool {
        g_date_time_equal(UnsafeRawPointer(lhs.pointer), UnsafeRawPointer(rhs.pointer)) != 0
    }

    /// Hashes the instant (`g_date_time_hash`), so equal instants hash alike.
    public func hash(into hasher: inout Hasher) { hasher.combine(g_date_time_hash(UnsafeRawPointer(pointer))) }
}

extension DateTime: GValueNullable {
    /// A `G_TYPE_DATE_TIME` value (a property or signal argument): a new reference; NULL reads as nil.
    package static func readIfPresent(from value: UnsafeMutableRawPointer) -> DateTime? {
        g_value_dup_boxed(gvalue(value)).map { DateTime(taking: OpaquePointer($0), transfer: .full) }
    }
    package func write(to value: UnsafeMutableRawPointer) {
        g_value_set_boxed(gvalue(value), UnsafeRawPointer(pointer))
    }
    package static func writeNull(to value: UnsafeMutableRawPointer) { g_value_set_boxed(gvalue(value), nil) }
}
