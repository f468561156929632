import UIKit

class CounterViewController: UIViewController {
    @IBOutlet weak var countLabel: UILabel!
    @IBOutlet var buttons: [UIButton]!
    @objc dynamic private(set) var count = 0
    let store = NoteStore()
    let ticker = Ticker()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("counter.title", comment: "The counter's title")
        countLabel.text = "0"
        ticker.onTick = { [weak self] in self?.increment(nil) }
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: #selector(reset))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ticker.start()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        ticker.stop()
    }

    @IBAction func increment(_ sender: UIButton?) {
        count += 1
        countLabel.text = "\(count)"
    }

    @objc func reset() {
        count = 0
        countLabel.text = "0"
    }
}
