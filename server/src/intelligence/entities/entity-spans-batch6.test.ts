// Spans and types met on the development part of ECB+ batch 6 (issue 14): each case is a general rule,
// written here in new sentences, not the development texts.
import { beforeAll, describe, expect, it } from 'vitest';
import { recognizeEntities, warmEntityRecognizer } from './recognize-entities';

beforeAll(() => {
  warmEntityRecognizer();
}, 60_000);

function found(text: string): string[] {
  return recognizeEntities(text).map((m) => `${m.type}:${m.text}`);
}

describe('batch 6: organisations', () => {
  it('leaves "Former" out of the name it opens: "Former FBI agent", "Former NRA official"', () => {
    expect(found('Former CIA analyst Mary Jones spoke on Monday.')).toContain('Organization:CIA');
    const out = found('Former NRA director Tom Smith was elected.');
    expect(out).toContain('Organization:NRA');
    expect(out).toContain('Person:Tom Smith');
    // A title after it keeps 'former' as its modifier.
    expect(found('Former Mayor Jane Doe said the plan was sound.')).toContain('Person:Jane Doe');
  });

  it('reads a name opening with a country\'s initials as its service: "U. S. Marshals"', () => {
    expect(found('The U. S. Marshals caught the fugitive in Ohio.')).toContain('Organization:U. S. Marshals');
    expect(found('A U.S. Customs officer found the drugs.')).toContain('Organization:U.S. Customs');
  });

  it('splits two acronyms side by side, but not a company form, a club or a place', () => {
    const out = found('Protesters waved banners reading “ FBI CIA hands off ” at the rally.');
    expect(out).toContain('Organization:FBI');
    expect(out).toContain('Organization:CIA');
    expect(found('Shares of BMW AG rose on Tuesday.')).toContain('Organization:BMW AG');
    expect(found('NEW YORK 1996-09-07 The match was played.')).toContain('Location:NEW YORK');
  });

  it('keeps a newspaper\'s spaced hyphen: "the Star - Ledger", "The Post - Gazette"', () => {
    expect(found('The officer told The Newark Star - Ledger that he had not seen it.')).toContain(
      'Organization:Newark Star - Ledger',
    );
    expect(found('He spoke to the Times - Union on Monday.')).toContain('Organization:Times - Union');
    // Two places with a dash between them stay two.
    const pair = found('The Pakistan - India talks resumed.');
    expect(pair).toContain('Location:Pakistan');
    expect(pair).toContain('Location:India');
  });

  it('keeps an organisation word abbreviated with a full stop: "the Dental Assn. of Ohio"', () => {
    expect(found('She led the Dental Assn. of the State of Ohio for two years.')).toContain(
      'Organization:Dental Assn. of the State of Ohio',
    );
    expect(found('A spokesman for the Dept. of Labor declined to comment.')).toContain(
      'Organization:Dept. of Labor',
    );
  });

  it('reads a short form of a clinic named after a person as the clinic after "to", "into", "in"', () => {
    const out = found(
      'The actor entered the Henry Ford Hospital in Detroit on Friday. He went back to Henry Ford because he trusts it.',
    );
    expect(out.filter((x) => x === 'Organization:Henry Ford')).toHaveLength(1);
    // 'Henry Ford said' stays a person.
    expect(found('Henry Ford said the car was ready, and the Henry Ford Museum opened.')).toContain(
      'Person:Henry Ford',
    );
  });
});

describe('batch 6: people and places', () => {
  it('keeps ", Jr." in a person\'s name and finds the surname later', () => {
    const out = found('Police said Robert James Smith, Jr. fled the scene. Smith ’ s car was found later.');
    expect(out).toContain('Person:Robert James Smith, Jr.');
    expect(out).toContain('Person:Smith');
  });

  it('reads an age before an unknown name, with ECB+ spacing: "34 - year old Zurana Horton"', () => {
    expect(found('Police said 27 - year old Tavaris Quenell died at the scene.')).toContain(
      'Person:Tavaris Quenell',
    );
  });

  it('drops a degree after a person, not a state after a town: "Jane Doe, MD"', () => {
    const out = found('Jane M. Doe, MD, a surgeon, spoke. He moved to Baltimore, Md., in May.');
    expect(out).not.toContain('Organization:MD');
    expect(out).not.toContain('Person:MD');
    expect(out).toContain('Location:Md.');
  });

  it('reads "US" inside a sentence in lower case as the country, and "DC" after Washington', () => {
    expect(found('The US carmaker said sales fell.')).toContain('Location:US');
    expect(found('He can help us now, he said.')).toEqual([]);
    const dateline = found('WASHINGTON, DC, May 2, 2010\nThe agency said on Friday it would act.');
    expect(dateline).toContain('Location:DC');
  });

  it('reads "NY" as the state and "Former AMA" initials as no town', () => {
    expect(found('A NY judge ruled on Tuesday.')).toContain('Location:NY');
    expect(found('Former AMA president Jane Doe spoke.')).toContain('Organization:AMA');
  });

  it('types a county jail as a place (prisons and jails are Locations)', () => {
    expect(found('He was taken to the Orange County Jail and released.')).toContain(
      'Location:Orange County Jail',
    );
  });

  it('drops a sports division with the conference: "the Western Conference\'s Pacific Division"', () => {
    const out = found(
      "The Lakers beat the Suns 101-99 on Sunday and lead the Western Conference's Pacific Division, the coach said after the game.",
    );
    expect(out.some((x) => x.endsWith('Pacific Division'))).toBe(false);
  });
});

describe('batch 6: roles, platforms and party labels', () => {
  it('drops a local officer named by the role: "City Attorney", also as the short form of its office', () => {
    const out = found(
      "The County Prosecutor's Office said on Friday it would review the case, and the County Prosecutor declined to comment.",
    );
    expect(out).toContain("Organization:County Prosecutor's Office");
    expect(out).not.toContain('Organization:County Prosecutor');
  });

  it('splits an account holder from the platform: "the Chicago Bears Twitter account"', () => {
    const out = found('The Chicago Bears Twitter account posted the news on Sunday.');
    expect(out).toContain('Organization:Chicago Bears');
    expect(out).toContain('Organization:Twitter');
  });

  it('drops a lawmaker\'s party and state: "Sen. Jane Doe, R-Texas,"', () => {
    const out = found('Sen. Jane Doe, R-Texas, said the bill would pass.');
    expect(out).toEqual(['Person:Jane Doe']);
  });
});

describe('batch 6: a source before a spaced dash', () => {
  it('reads "Computerworld - Microsoft said" as a source, and starts the story after the dash', () => {
    const out = found('Intel chip flaw\nTechWorld - Shares of Intel fell on Monday after the report.');
    expect(out).toContain('Organization:TechWorld');
    expect(out).toContain('Organization:Intel');
    expect(out).not.toContain('Organization:Shares');
    // A place before the dash stays a place.
    expect(found('Talks\nPakistan - India talks resumed on Monday.')).toContain('Location:Pakistan');
  });
});
