import Testing
@testable import SourceRewriter

@Suite("The app's main bundle")
struct BundleStories {
    @Test("Bundle.main and Bundle(for:) become Bundle.headlessMain; .main as a bundle: argument becomes .headlessMain")
    func mainBundle() {
        let source = """
        let url = Bundle.main.url(forResource: "Meals", withExtension: "json")
        let bundle = Bundle(for: type(of: self))
        let other = Bundle(for: RatingControl.self)
        let storyboard = UIStoryboard(name: "Main", bundle: .main)
        let nib = UINib(nibName: "Cell", bundle: Bundle.main)
        let menu = Menu.main
        let kept = Bundle(path: "/tmp")
        """
        #expect(body(source) == """
        let url = Bundle.headlessMain.url(forResource: "Meals", withExtension: "json")
        let bundle = Bundle.headlessMain
        let other = Bundle.headlessMain
        let storyboard = UIStoryboard(name: "Main", bundle: .headlessMain)
        let nib = UINib(nibName: "Cell", bundle: Bundle.headlessMain)
        let menu = Menu.main
        let kept = Bundle(path: "/tmp")
        """)
    }

    @Test("NSLocalizedString gets bundle: Bundle.headlessMain after the key and tableName:, unless it names a bundle")
    func localizedStrings() {
        let source = """
        let a = NSLocalizedString("title", comment: "")
        let b = NSLocalizedString("title", tableName: "Meals", value: "Title", comment: "A title")
        let c = NSLocalizedString("title", bundle: Bundle.main, comment: "")
        let d = NSLocalizedString("title",
                                  comment: "on its own line")
        """
        #expect(body(source) == """
        let a = NSLocalizedString("title", bundle: Bundle.headlessMain, comment: "")
        let b = NSLocalizedString("title", tableName: "Meals", bundle: Bundle.headlessMain, value: "Title", comment: "A title")
        let c = NSLocalizedString("title", bundle: Bundle.headlessMain, comment: "")
        let d = NSLocalizedString("title", bundle: Bundle.headlessMain,
                                  comment: "on its own line")
        """)
    }
}
