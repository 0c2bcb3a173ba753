import Clew
import Glibc

// clew-demo: parse the command line (no Foundation on the way to the first frame), then run.
// Top-level code runs on the main actor.
// The user's language for everything, --help included (GTK would do it only when it starts).
TextDomain.useEnvironmentLocale()
do {
    switch try DemoOptions.parse(Array(CommandLine.arguments.dropFirst())) {
    case .help: print(DemoOptions.usage)
    case .version: print("clew-demo \(DemoOptions.version)")
    case .run(let options): exit(DemoApp(options: options).run())
    }
} catch {
    StandardError.print("clew-demo: \(error.description)")
    exit(2)
}
