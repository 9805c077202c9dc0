import { Link } from 'shared-contracts';
import { Clock, Phone } from 'lucide-react';
import { BUSINESS, firstPaintNow, localName, useCommonText } from 'shared-contracts';
import { useRemotesConfig } from '../../app/remotes-config-context';
import type { ShellMessages } from '../../i18n/en';
import { useShellText } from '../../i18n/messages';
import { LanguageSwitch } from '../language/LanguageSwitch';
import {
  copyrightYear,
  telLink,
  useFooterBrands,
  useFooterCategories,
  whatsappLink,
  type ListState,
} from './footer-data';
import { FacebookIcon, InstagramIcon, WhatsappIcon } from './social-icons';
// Imported last: styled-components orders its CSS by definition, so these rules keep coming
// after those of the modules imported above.
import {
  Band,
  Bottom,
  Column,
  Columns,
  Help,
  Hours,
  Inner,
  Intro,
  Legal,
  Placeholder,
  SellCta,
  SellLink,
  Social,
  Wordmark,
  Wrapper,
} from './Footer.styles';

type FooterLink = keyof ShellMessages;

const ABOUT_LINKS: FooterLink[] = ['aboutUs', 'privacyPolicy', 'termsAndConditions', 'faqs'];
const SERVICE_LINKS: FooterLink[] = ['contactUs', 'studentDiscount', 'essentialWorkerDiscount'];

function LinkList<T>({
  state,
  keyOf,
  labelOf,
  hrefOf,
}: {
  state: ListState<T>;
  keyOf: (item: T) => number;
  labelOf: (item: T) => string;
  hrefOf: (item: T) => string;
}) {
  if (state.status === 'loading') {
    return (
      <ul aria-busy="true">
        {[0, 1, 2, 3, 4].map((index) => (
          <li key={index}>
            <Placeholder />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul>
      {state.items.map((item) => (
        <li key={keyOf(item)}>
          <Link to={hrefOf(item)}>{labelOf(item)}</Link>
        </li>
      ))}
    </ul>
  );
}

function StaticList({ labels }: { labels: FooterLink[] }) {
  const t = useShellText();
  return (
    <ul>
      {labels.map((label) => (
        <li key={label}>
          <Link to="/">{t(label)}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The footer: Top Categories and Top Brands (8 at most) from the API, About and Customer Service
 * links, social icons, the help block with the configured phone and a 'Sell Now' link.
 */
export function Footer() {
  const categories = useFooterCategories();
  const brands = useFooterBrands();
  const phone = useRemotesConfig().phone || BUSINESS.phone;
  const t = useShellText();
  const common = useCommonText();
  return (
    <Wrapper>
      <Inner>
        <Columns>
          <Intro>
            <Wordmark aria-hidden="true" lang="en">
              RELUXE
            </Wordmark>
            <p>{t('footerIntro')}</p>
          </Intro>
          <Column>
            <h2>{t('topCategories')}</h2>
            <LinkList
              state={categories}
              keyOf={(category) => category.CategoireID}
              labelOf={(category) => localName(category.Name, category.NameAr)}
              hrefOf={(category) => `/Items?category=${category.CategoireID}`}
            />
          </Column>
          <Column>
            <h2>{t('topBrands')}</h2>
            <LinkList
              state={brands}
              keyOf={(brand) => brand.BrandID}
              labelOf={(brand) => localName(brand.Name, brand.NameAr)}
              hrefOf={(brand) => `/Items?brand=${brand.BrandID}`}
            />
          </Column>
          <Column>
            <h2>{t('aboutTheProduct')}</h2>
            <StaticList labels={ABOUT_LINKS} />
          </Column>
          <Column>
            <h2>{t('customerService')}</h2>
            <StaticList labels={SERVICE_LINKS} />
          </Column>
        </Columns>
        <Band>
          <Help aria-labelledby="footer-help-title">
            <h2 id="footer-help-title">{common('helpTitle')}</h2>
            <p>
              <Phone size={15} strokeWidth={1.5} aria-hidden="true" />
              <a href={telLink(phone)} dir="ltr">
                {phone}
              </a>
            </p>
            <Hours>
              <Clock size={15} strokeWidth={1.5} aria-hidden="true" />
              <span>{t('businessDays')}</span>
              <span>{t('businessHours')}</span>
            </Hours>
          </Help>
          <SellCta>
            <p>{t('sellPrompt')}</p>
            <SellLink to="/sell">{t('sellNowLink')}</SellLink>
          </SellCta>
          <Social aria-label={t('followReluxe')}>
            <li>
              <a
                href="https://www.facebook.com/"
                aria-label="facebook"
                target="_blank"
                rel="noopener noreferrer"
              >
                <FacebookIcon />
              </a>
            </li>
            <li>
              <a
                href="https://www.instagram.com/"
                aria-label="instagram"
                target="_blank"
                rel="noopener noreferrer"
              >
                <InstagramIcon />
              </a>
            </li>
            <li>
              <a
                href={whatsappLink(phone)}
                aria-label="whatsapp"
                target="_blank"
                rel="noopener noreferrer"
              >
                <WhatsappIcon />
              </a>
            </li>
          </Social>
        </Band>
        <Bottom>
          <Legal>
            <span>{t('copyright', { year: copyrightYear(firstPaintNow()) })}</span>
            <span>{t('pricesIn', { currency: BUSINESS.currency })}</span>
          </Legal>
          <LanguageSwitch tone="dark" />
        </Bottom>
      </Inner>
    </Wrapper>
  );
}
