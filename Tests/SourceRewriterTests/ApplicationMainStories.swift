import Testing
@testable import SourceRewriter

@Suite("The class that starts the app")
struct ApplicationMainStories {
    @Test("The class that carried @UIApplicationMain or an app delegate's @main is the result's applicationMainClass")
    func attribute() {
        let uiMain = SourceRewriter.rewrite("@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n", fileName: "A.swift")
        let main = SourceRewriter.rewrite("@main final class Delegate: UIResponder, UIApplicationDelegate {}\n", fileName: "B.swift")
        let tool = SourceRewriter.rewrite("@main struct Tool { static func main() {} }\n", fileName: "C.swift")
        #expect(uiMain.applicationMainClass == "AppDelegate")
        #expect(main.applicationMainClass == "Delegate")
        #expect(tool.applicationMainClass == nil)
    }

    @Test("main.swift's UIApplicationMain(…) call is commented out, line for line, and names the delegate class")
    func mainSwift() {
        // Given a main.swift as iOS apps without @main write it
        let source = """
        import UIKit

        UIApplicationMain(
            CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self)) // start
        """

        // When it is rewritten
        let result = SourceRewriter.rewrite(source, fileName: "main.swift")

        // Then the call is a comment on the same lines and the delegate class is reported
        #expect(body(source, file: "main.swift") == """
        import UIKit

        // UIApplicationMain(
        //     CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self)) // start
        """)
        #expect(result.applicationMainClass == "AppDelegate")
        #expect(result.notes.map(\.severity) == [.note])
    }

    @Test("A delegate named by a string, and a call kept in _ = …, are read too")
    func stringName() {
        let result = SourceRewriter.rewrite(#"_ = UIApplicationMain(argc, argv, nil, "FoodTracker.AppDelegate")"# + "\nlet x = 1\n", fileName: "main.swift")
        #expect(result.applicationMainClass == "AppDelegate")
        #expect(result.text.hasSuffix(#"// _ = UIApplicationMain(argc, argv, nil, "FoodTracker.AppDelegate")"# + "\nlet x = 1\n"))
    }
}

@Suite("The app's declarations, scanned once")
struct DeclarationScanStories {
    @Test("The scan names the app's classes and the delegate it starts with, from @main or main.swift")
    func scanFindsTheDelegate() {
        // Given an app delegate marked @main, and another app whose main.swift names its delegate
        let attributed = RewriteContext.scanning([
            "@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}",
            "class ListController: UITableViewController {}",
        ])
        let mainFile = RewriteContext.scanning([
            "UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(Delegate.self))",
        ])
        // Then the scan reports them, as the launcher reads them from declarations.json
        #expect(attributed.applicationMainClass == "AppDelegate")
        #expect(attributed.classNames == ["AppDelegate", "ListController"])
        #expect(mainFile.applicationMainClass == "Delegate")
        // And @main on a type that is no app delegate starts nothing
        #expect(RewriteContext.scanning(["@main struct Tool { static func main() {} }"]).applicationMainClass == nil)
    }
}
