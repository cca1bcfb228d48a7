import Link from "next/link";
import styles from "@/components/content/content.module.css";
import { GuideFaqs } from "@/components/guide/guide-faqs";
import { VisitorRiskProfile } from "@/components/risk-profile/visitor-risk-profile";
import { RISK_QUESTIONNAIRE } from "@/lib/content/risk-profile";
import { FAQS } from "@/lib/content/faqs";
import { HOME_CONTENT } from "@/lib/content/home";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/");
export const metadata = metadataFor(route);

// The top navigation is hidden on the landing page, so the landing page carries its own entry points.
export default function Home() {
  const home = HOME_CONTENT;
  return (
    <div className={`container ${styles.page}`}>
      <nav aria-label="Get started" className={styles.actions}>
        <Link href="/signup" className={styles.primary}>
          Sign Up
        </Link>
        <Link href="/login" className={styles.secondary}>
          Login
        </Link>
        <Link href="/mutual-funds/mutual-fund-screener">Explore mutual funds</Link>
        <Link href="/calculators">Calculators</Link>
        <Link href="/features">Features</Link>
      </nav>

      <section className={styles.section} aria-labelledby="hero-heading">
        <p className={styles.eyebrow}>{home.hero.eyebrow}</p>
        <h1 id="hero-heading">{home.hero.heading}</h1>
        {home.hero.paragraphs.map((text) => (
          <p key={text} className={styles.lead}>
            {text}
          </p>
        ))}
      </section>

      <section id="risk-profile" className={styles.panel} aria-labelledby="risk-profile-heading">
        <h2 id="risk-profile-heading">{home.riskProfile.heading}</h2>
        {home.riskProfile.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <VisitorRiskProfile questionnaire={RISK_QUESTIONNAIRE} />
        <div className={styles.actions}>
          <Link href="/risk-profiling" className={styles.secondary}>
            {home.riskProfile.startLabel}
          </Link>
          <Link href="/signup" className={styles.secondary}>
            {home.riskProfile.signupLabel}
          </Link>
        </div>
      </section>

      <section id="biases" className={styles.wide} aria-labelledby="biases-heading">
        <h2 id="biases-heading">{home.biasesHeading}</h2>
        <p className={styles.lead}>{home.biasesLead}</p>
        <ul className={styles.cards}>
          {home.biases.map((bias) => (
            <li key={bias.id} id={bias.id} className={styles.card}>
              <h3>{bias.title}</h3>
              <p>{bias.description}</p>
              <p>
                <strong>What helps:</strong> {bias.remedy}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <GuideFaqs groups={[{ ...FAQS.platform, heading: home.faqHeading }]} />

      <section className={styles.panel} aria-labelledby="signup-heading">
        <h2 id="signup-heading">{home.signup.heading}</h2>
        <p>{home.signup.text}</p>
        <div className={styles.actions}>
          <Link href="/signup" className={styles.primary}>
            {home.signup.label}
          </Link>
        </div>
      </section>
    </div>
  );
}
