import ContactsApp
import Glibc
import Testing

/// The vCard reader on text alone (no display): what it takes, and the typed error for what it refuses.
@Suite struct VCardTests {
    @Test func foldedEscapedCardsOfBothVersionsAreRead() throws {
        let text = [
            "BEGIN:VCARD", "VERSION:3.0", "N:Lovelace;Ada;;Countess;", "FN:Ada Lovelace",
            "item1.EMAIL;TYPE=INTERNET,pref:ada@example.org", "EMAIL:second@example.org",
            "TEL;TYPE=cell:+44 20 7946 0000", "ADR;TYPE=home:;;12 St James\\, Square;London;;SW1Y 4JH;United Kingdom",
            "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQEASABIAAD", " /2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoH",
            "NOTE:Wrote the first\\nprogram", "END:VCARD",
            "begin:vcard", "version:4.0", "n:Hopper;Grace;Brewster;Rear Admiral;", "TEL;VALUE=uri:tel:+1-555-0100",
            "FN;LANGUAGE=en:Grace", "  Hopper", "END:VCARD",
        ].joined(separator: "\r\n")
        let cards = try VCard.parse(text, file: "people.vcf")
        #expect(
            cards == [
                ImportedCard(
                    name: "Ada Lovelace", email: "ada@example.org", phone: "+44 20 7946 0000",
                    address: "12 St James, Square, London, SW1Y 4JH, United Kingdom", city: "London"),
                // A folded line loses one space: “Grace” + “ Hopper”.
                ImportedCard(name: "Grace Hopper", phone: "+1-555-0100"),
            ])
    }

    @Test func aCardWithOnlyAStructuredNameIsNamedFromIt() throws {
        let cards = try VCard.parse("BEGIN:VCARD\nVERSION:4.0\nN:Hamilton;Margaret;;Dr.;\nEND:VCARD\n", file: "m.vcf")
        #expect(cards.map(\.name) == ["Dr. Margaret Hamilton"])
    }

    @Test func untrustedTextIsOneCleanCappedLine() throws {
        let long = String(repeating: "a", count: 5000)
        let text = "BEGIN:VCARD\nVERSION:4.0\nFN:Eve\\nEvil\u{202E}gpj.exe\u{1B}[31m\tx\nEMAIL:\(long)\nEND:VCARD\n"
        let card = try #require(try VCard.parse(text, file: "eve.vcf").first)
        #expect(card.name == "Eve Evilgpj.exe[31m x")
        #expect(card.email.count == VCard.maximumFieldLength)
        #expect(card.email.hasSuffix("…"))
    }

    @Test func whatIsNotAVCard3Or4IsATypedError() {
        func error(_ text: String) -> VCardError? {
            do {
                _ = try VCard.parse(text, file: "/home/ada/bad\u{1B}.vcf")
                return nil
            } catch { return error }
        }
        #expect(error("") == .noCards(file: "/home/ada/bad\u{1B}.vcf"))
        #expect(error("hello") == .malformed(file: "/home/ada/bad\u{1B}.vcf", line: 1, reason: "a line has no “:”"))
        #expect(
            error("BEGIN:VCARD\nVERSION:2.1\nFN:Old\nEND:VCARD")
                == .unsupportedVersion(file: "/home/ada/bad\u{1B}.vcf", line: 2, version: "2.1"))
        #expect(
            error("BEGIN:VCARD\nVERSION:3.0\nFN;ENCODING=QUOTED-PRINTABLE:=41da\nEND:VCARD")
                == .unsupportedVersion(file: "/home/ada/bad\u{1B}.vcf", line: 3, version: "2.1 (quoted-printable)"))
        #expect(
            error("BEGIN:VCARD\nVERSION:4.0\nEMAIL:a@b.c\nEND:VCARD")
                == .missingName(file: "/home/ada/bad\u{1B}.vcf", line: 1))
        #expect(
            error("BEGIN:VCARD\nVERSION:4.0\nFN:Ada\n")
                == .unterminatedCard(file: "/home/ada/bad\u{1B}.vcf", line: 1))
        #expect(
            error("FN:Ada\n")
                == .malformed(file: "/home/ada/bad\u{1B}.vcf", line: 1, reason: "a property is outside any card"))
        #expect(
            error("BEGIN:VCARD\nBEGIN:VCARD\n")
                == .malformed(file: "/home/ada/bad\u{1B}.vcf", line: 2, reason: "a card begins inside another"))
        // The message names the file alone, escaped: what the app shows the person.
        #expect(
            error("BEGIN:VCARD\nVERSION:2.1\nEND:VCARD")?.description
                == "bad\\u{1B}.vcf, line 2: vCard 2.1 is not read (only vCard 3.0 and 4.0).")
    }

    @Test func bytesThatAreTooManyOrNotUTF8AreRefusedUnread() {
        #expect(throws: VCardError.notUTF8(file: "x.vcf")) {
            try VCard.parse(bytes: [0x42, 0xFF, 0xFE], file: "x.vcf")
        }
        let big = [UInt8](repeating: 0x41, count: VCard.maximumFileSize + 1)
        #expect(throws: VCardError.tooLarge(file: "x.vcf", size: big.count, limit: VCard.maximumFileSize)) {
            try VCard.parse(bytes: big, file: "x.vcf")
        }
    }

    @Test func filesAreReadOffTheMainThreadAndOnlyRegularOnes() async throws {
        let folder = "/tmp/clew-vcard-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        mkdir(folder, 0o700)
        defer {
            for name in ["ada.vcf", "pipe.vcf"] { unlink(folder + "/" + name) }
            rmdir(folder)
        }
        let card = "BEGIN:VCARD\nVERSION:4.0\nFN:Ada Lovelace\nEND:VCARD\n"
        let file = fopen(folder + "/ada.vcf", "w")
        fputs(card, file)
        fclose(file)
        mkfifo(folder + "/pipe.vcf", 0o600)
        let results = await CardFile.read([folder + "/ada.vcf", folder + "/pipe.vcf", folder + "/missing.vcf", folder])
        #expect(try results[0].get().map(\.name) == ["Ada Lovelace"])
        #expect(throws: VCardError.unreadable(file: folder + "/pipe.vcf", reason: "not a regular file")) {
            try results[1].get()
        }
        #expect(throws: VCardError.unreadable(file: folder + "/missing.vcf", reason: "No such file or directory")) {
            try results[2].get()
        }
        #expect(throws: VCardError.unreadable(file: folder, reason: "not a regular file")) { try results[3].get() }
    }
}
