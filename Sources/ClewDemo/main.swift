import Glibc

// clew-demo: parse the command line (no Foundation on the way to the first frame), then run.
let arguments = CommandLine.arguments.dropFirst().map { $0 }
do {
    switch try DemoOptions.parse(arguments) {
    case .help:
        print(DemoOptions.usage)
    case .version:
        print("clew-demo \(DemoOptions.version)")
    case .run(let options):
        let status = MainActor.assumeIsolated {
            DemoApp(options: options).run()
        }
        exit(status)
    }
} catch {
    StandardError.print("clew-demo: \(error.description)")
    exit(2)
}
