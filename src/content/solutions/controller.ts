import type { SolutionContent } from '../types';

const content: SolutionContent = {
  meta: {
    title: 'For Controllers: Close Steps and Policy Answers by Phone',
    description:
      'Coding, cutoff and expense policy answered by phone for every branch and site manager, so cleaner inputs reach the month-end close. No integration.',
  },

  hero: {
    eyebrow: 'For controllers and accounting teams',
    title: 'Cleaner inputs to the close, from every site',
    tagline:
      'Many close problems start with a question someone in the field didn’t ask. Pocket Mentor answers coding, cutoff and expense questions from your own policies, by phone, before the error reaches the ledger.',
    cta: { label: 'Request a Demo', href: '/contact' },
    snippet: {
      caller: 'Site manager, month-end week',
      question: 'An invoice for last month’s work just arrived. Which month does it go in?',
      answer: [
        'Your close procedure says: work performed last month is accrued to last month, even when the invoice arrives late.',
        'Send the invoice to accounts payable today with the service dates and the job number marked.',
        'If the accrual cutoff has passed, email the accounting team so they can book a manual accrual.',
      ],
    },
  },

  visual: {
    kind: 'exhibit',
    exhibit: {
      form: 'close-calendar',
      title: 'Month end, with the questions answered before the close',
      weekdays: ['M', 'T', 'W', 'T', 'F', 'S', 'S'],
      days: [
        { day: '24' },
        { day: '25', mark: 'call' },
        { day: '26' },
        { day: '27', mark: 'call' },
        { day: '28' },
        { day: '29' },
        { day: '30' },
        { day: '31', mark: 'month-end' },
        { day: '1', mark: 'close' },
        { day: '2', mark: 'call' },
        { day: '3', mark: 'close' },
        { day: '4', mark: 'close' },
        { day: '5' },
        { day: '6' },
      ],
      legend: { call: 'A site calls the line', monthEnd: 'Month end', close: 'The close' },
      calls: [
        {
          day: '25',
          question: 'Which cost code does a tool rental take?',
          answer: 'The expense policy: the job it was rented for.',
        },
        {
          day: '27',
          question: 'Can this off-list part go on the company card?',
          answer: 'The PO rules: request a PO with the job number.',
        },
        {
          day: '2',
          question: 'Last month’s invoice just arrived. Which month?',
          answer: 'The close procedure: accrue it to last month.',
        },
      ],
      figure: { value: '12 hours', label: 'of reconciliation each month', reading: 'Example scenario' },
      caption:
        'Example scenario: the 12 hours of monthly reconciliation are the cleanup in the story on this page, which fewer miscoded entries could shrink. Questions and answers are examples from typical accounting policies.',
    },
  },

  problem: {
    heading: 'Month-end is where field mistakes come due',
    paragraphs: [
      'Site managers, branch admins and project leads make accounting decisions every day without thinking of them that way. They pick a cost code, decide when to send an invoice on, and guess whether a receipt is needed. Each guess lands on your team’s desk during the close.',
      'The policies exist. They sit in a shared drive, a handbook PDF or a memo from a previous controller, while the people who need them are on a job site or a store floor. So they call accounting, or they don’t call at all.',
      'Your staff accountants answer the same questions all month, then spend close week unwinding the answers nobody asked for.',
    ],
  },

  benefits: {
    heading: 'What the accounting team gets back',
    bullets: [
      'Coding, cutoff and receipt questions are answered from your written policy before the transaction is booked, not after.',
      'Every branch hears the same rule for accruals, capitalization and expense approvals.',
      'Staff accountants spend less of close week on repeat questions from the field.',
      'New accounts payable and payroll staff learn the close checklist faster, with the steps read back whenever they ask.',
      'When a policy changes, the answer changes with the document, so field teams aren’t working from last year’s memo.',
      'There is no integration with your ERP or expense system, so there is no project to run alongside the close.',
    ],
  },

  cards: {
    heading: 'Where it helps the close',
    intro: 'The questions that cost your team the most time at month-end.',
    items: [
      {
        icon: 'ListChecks',
        title: 'The close checklist, step by step',
        description:
          'New accountants call for the next step in the close: which reconciliations come first, who signs off, and what support each journal entry needs.',
      },
      {
        icon: 'Receipt',
        title: 'Expense and receipt rules',
        description:
          'Managers hear what is reimbursable, what needs a receipt and who approves it while the receipt is still in hand, not weeks later in a rejected report.',
      },
      {
        icon: 'Calendar',
        title: 'Cutoff and accruals',
        description:
          'Field teams learn which period a cost belongs in and when invoices must reach accounts payable, so fewer late surprises turn into manual accruals.',
      },
      {
        icon: 'ClipboardCheck',
        title: 'Coding and approvals',
        description:
          'The right GL account, cost center and approval path for common purchases, read from your chart of accounts guidance instead of guessed on site.',
      },
      {
        icon: 'ShieldCheck',
        title: 'Audit-ready habits',
        description:
          'When every site follows the same documented steps for POs, three-way match and sign-offs, there should be fewer exceptions to explain when auditors pull samples.',
      },
    ],
  },

  story: {
    title: 'The reconciliation that stopped repeating',
    subtitle: 'A controller goes after the cause of a monthly cleanup.',
    paragraphs: [
      'Imagine the controller of a building-services company with branches across the region. Every month, the accounting team spends 12 hours of reconciliation untangling miscoded job costs, missing receipts and invoices booked to the wrong period.',
      'The errors trace back to the same handful of questions from branch managers. The answers are in the accounting policy manual, but nobody in a branch office opens it mid-job.',
      'The controller puts the close-related sections of the manual, the expense policy and the PO rules on a Pocket Mentor line. Branch managers get one number to call before they code a purchase or approve an invoice, and the accounting team stops being the help desk.',
    ],
    outcomes: [
      'The 12 hours of monthly reconciliation could shrink as fewer miscoded costs reach the ledger',
      'Fewer routine questions escalated to the accounting team',
      'The same expense and cutoff rules applied at every branch',
    ],
  },

  closing: {
    heading: 'Start with the questions your team answers every month',
    body: 'On a 15-minute discovery call, we’ll look at which of your policies generate the most repeat questions and how they would sound on a Pocket Mentor call.',
    cta: { label: 'Contact Us', href: '/contact' },
  },
};

export { content };
